import Foundation

extension CALayer {
    /// `layoutIfNeeded()`'s work: lays out from the top-most ancestor that needs layout (or this layer).
    func layoutFromTopmostPendingAncestor() {
        var top = self
        var current = superlayer
        while let layer = current {
            if layer.storedNeedsLayout { top = layer }
            current = layer.superlayer
        }
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out this layer if it needs it, then its sublayers.
    func layoutSubtreeIfNeeded() {
        if storedNeedsLayout {
            storedNeedsLayout = false
            layoutSublayers()
        }
        for sublayer in storedSublayers { sublayer.layoutSubtreeIfNeeded() }
    }
}
