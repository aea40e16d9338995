import Foundation

extension CALayer {
    /// Puts `layer` just below (`offset` 0) or above (`offset` 1) `sibling`, or at the back (front) when
    /// `sibling` is nil; a sibling that is not a sublayer is reported under `caller`'s name and nothing changes.
    func insert(_ layer: CALayer, beside sibling: CALayer?, offset: Int, caller: String) {
        guard let sibling else {
            insert(layer, at: offset == 0 ? 0 : storedSublayers.count)
            return
        }
        guard sibling.superlayer === self, sibling !== layer else {
            flipbookWarning("\(caller): the sibling is not a sublayer of this layer; nothing inserted")
            return
        }
        insert(layer, before: sibling, offset: offset)
    }

    /// `replaceSublayer(_:with:)`'s work.
    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self else {
            flipbookWarning("replaceSublayer(_:with:): the old layer is not a sublayer of this layer; nothing replaced")
            return
        }
        if oldLayer === newLayer { return }
        insert(newLayer, before: oldLayer, offset: 0)
        oldLayer.removeFromSuperlayer()
    }

    /// `removeFromSuperlayer()`'s work.
    func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
        parent.setNeedsLayout()
    }

    /// True when this layer is `layer` itself or one of its ancestors.
    func isAncestor(of layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let c = current {
            if c === self { return true }
            current = c.superlayer
        }
        return false
    }

    /// The root of this layer's tree.
    var rootLayer: CALayer {
        var current = self
        while let parent = current.superlayer { current = parent }
        return current
    }

    private func insert(_ layer: CALayer, before sibling: CALayer, offset: Int) {
        guard acceptsSublayer(layer) else { return }
        if layer.superlayer === self {
            storedSublayers.removeAll { $0 === layer }
        } else {
            layer.detachFromSuperlayer()
        }
        let index = storedSublayers.firstIndex { $0 === sibling } ?? storedSublayers.count
        attach(layer, at: index + offset)
    }

    func insert(_ layer: CALayer, at index: Int) {
        guard acceptsSublayer(layer) else { return }
        if layer.superlayer === self {
            storedSublayers.removeAll { $0 === layer }
        } else {
            layer.detachFromSuperlayer()
        }
        attach(layer, at: index)
    }

    private func attach(_ layer: CALayer, at index: Int) {
        if let owner = layer.maskOwner { // a mask that becomes a sublayer stops being a mask
            owner.storedMask = nil
            layer.maskOwner = nil
        }
        storedSublayers.insert(layer, at: min(max(index, 0), storedSublayers.count))
        layer.superlayer = self
        setNeedsLayout()
    }

    private func acceptsSublayer(_ layer: CALayer) -> Bool {
        if isPresentationCopy {
            flipbookWarning("sublayers cannot be added to a presentation layer; ignored")
            return false
        }
        if layer.isAncestor(of: self) {
            flipbookWarning("a layer cannot be added to itself or to one of its descendants; ignored")
            return false
        }
        return true
    }
}
