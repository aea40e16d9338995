import Foundation

extension CALayer {
    /// The child layers in drawing order (back to front, before zPosition sorting), or nil when there are
    /// none. Assigning replaces all of them.
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends `layer` as the front-most sublayer, first removing it from its current parent.
    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: storedSublayers.count)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the valid range).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insert(layer, at: Int(index))
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil). A sibling that is not
    /// a sublayer of this layer is reported and nothing changes.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else {
            insert(layer, at: 0)
            return
        }
        guard sibling.superlayer === self, sibling !== layer else {
            flipbookWarning("insertSublayer(_:below:): the sibling is not a sublayer of this layer; nothing inserted")
            return
        }
        insert(layer, before: sibling, offset: 0)
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is nil). A sibling that is not
    /// a sublayer of this layer is reported and nothing changes.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else {
            insert(layer, at: storedSublayers.count)
            return
        }
        guard sibling.superlayer === self, sibling !== layer else {
            flipbookWarning("insertSublayer(_:above:): the sibling is not a sublayer of this layer; nothing inserted")
            return
        }
        insert(layer, before: sibling, offset: 1)
    }

    /// Puts `newLayer` where `oldLayer` is. An `oldLayer` that is not a sublayer is reported and nothing changes.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self else {
            flipbookWarning("replaceSublayer(_:with:): the old layer is not a sublayer of this layer; nothing replaced")
            return
        }
        if oldLayer === newLayer { return }
        insert(newLayer, before: oldLayer, offset: 0)
        oldLayer.removeFromSuperlayer()
    }

    /// Detaches the layer from its superlayer (no effect on a root layer).
    public func removeFromSuperlayer() {
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
            layer.removeFromSuperlayer()
        }
        let index = storedSublayers.firstIndex { $0 === sibling } ?? storedSublayers.count
        attach(layer, at: index + offset)
    }

    private func insert(_ layer: CALayer, at index: Int) {
        guard acceptsSublayer(layer) else { return }
        if layer.superlayer === self {
            storedSublayers.removeAll { $0 === layer }
        } else {
            layer.removeFromSuperlayer()
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
