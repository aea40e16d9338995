import Foundation

extension CALayer {
    /// Marks the layer as needing ``layoutSublayers()`` at the next layout pass.
    public func setNeedsLayout() {
        storedNeedsLayout = true
    }

    /// True when a layout pass is pending for this layer.
    public func needsLayout() -> Bool {
        storedNeedsLayout
    }

    /// Runs pending layout now: starting from the top-most ancestor that needs layout (or this layer),
    /// every layer in that subtree marked as needing layout gets ``layoutSublayers()``, parents before
    /// children (so frames a parent sets are laid out in the same pass).
    public func layoutIfNeeded() {
        var top = self
        var current = superlayer
        while let layer = current {
            if layer.storedNeedsLayout { top = layer }
            current = layer.superlayer
        }
        top.layoutSubtreeIfNeeded()
    }

    func layoutSubtreeIfNeeded() {
        if storedNeedsLayout {
            storedNeedsLayout = false
            layoutSublayers()
        }
        for sublayer in storedSublayers { sublayer.layoutSubtreeIfNeeded() }
    }
}
