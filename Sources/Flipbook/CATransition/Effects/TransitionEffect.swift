/// The look of one kind of layer transition: a pure function from a ``TransitionFrame`` (old and new
/// renderings, layer size, direction, progress) to draw operations in the layer's pixel space, where
/// the layer covers `(0, 0)…(width, height)`.
///
/// Effects do not clip to the layer: like Core Animation, content that moves outside the layer stays
/// visible unless the layer masks to its bounds, which the caller applies.
public protocol TransitionEffect: Sendable {
    /// Draw operations for a frame strictly inside the transition (0 < progress < 1).
    func interiorItems(for frame: TransitionFrame) -> [DisplayItem]
}

extension TransitionEffect {
    /// Draw operations for a frame: exactly the old rendering at progress 0, exactly the new rendering
    /// at progress 1, and the effect in between.
    public func items(for frame: TransitionFrame) -> [DisplayItem] {
        if frame.progress <= 0 { return [EffectItems.layerImage(frame.oldImage, frame)] }
        if frame.progress >= 1 { return [EffectItems.layerImage(frame.newImage, frame)] }
        return interiorItems(for: frame)
    }
}
