/// An animation that needs to see the layer it was added to at that moment (a ``CATransition`` takes
/// the layer's old rendering then). `AnimationContext.layer(_:didAdd:forKey:)` calls it on the layer's copy.
protocol LayerAttachmentObserving: AnyObject {
    /// `layer` has just stored this animation (its own copy).
    @MainActor func didAttach(to layer: CALayer)
}

/// An animation that, while it runs, draws a layer's background, contents and sublayers itself (a
/// running ``CATransition``). The display-list builder asks the layer's animations, last added first.
protocol LayerSubtreeOverride: AnyObject {
    /// Items replacing `layer`'s content and sublayers, in the layer's box space in pixels (bounds origin
    /// at (0, 0), `scale` pixels per point), or nil to draw the layer normally.
    @MainActor func subtreeItems(for layer: CALayer, scale: Double) -> [DisplayItem]?
}

extension DisplayListBuilder {
    /// What a running override draws for `layer` instead of its content and sublayers, mapped by `planar`
    /// (the layer's box space in points → device pixels), or nil when nothing overrides it.
    func overridingItems(for layer: CALayer, planar: Matrix4) -> [DisplayItem]? {
        let s = Double(scale)
        guard s.isFinite, s > 0 else { return nil }
        for entry in layer.animationEntries.reversed() {
            guard let override = entry.animation as? LayerSubtreeOverride,
                let items = override.subtreeItems(for: layer, scale: s)
            else { continue }
            let toDevice = Matrix4.scale(x: 1 / s, y: 1 / s).concatenating(planar)
            return items.map { $0.transformed(by: toDevice) }
        }
        return nil
    }
}
