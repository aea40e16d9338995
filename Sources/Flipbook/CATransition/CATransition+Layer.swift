import Foundation

extension CATransition: LayerAttachmentObserving, LayerSubtreeOverride {
    /// Checks the transition and takes the layer's old rendering; a bad transition is reported to the
    /// frame recorder instead and draws nothing.
    func didAttach(to layer: CALayer) {
        do {
            try validate()
            snapshots = TransitionSnapshots(oldRenderingOf: layer, backRenderingOf: backSideLayer)
        } catch {
            snapshots = nil
            CATransitionDiagnostics.report(error, layer: layer)
        }
    }

    /// The effect at the layer's current time, in its box space in pixels; nil when the transition is not
    /// in effect (before it starts, after it ends, or when it was invalid) or while a rendering of the
    /// layer is being taken.
    func subtreeItems(for layer: CALayer, scale: Double) -> [DisplayItem]? {
        guard !TransitionSnapshots.capturing.contains(ObjectIdentifier(layer)),
            let snapshots, let effect = try? validate(),
            let progress = progress(atLayerTime: layer.convertTime(CACurrentMediaTime(), from: nil)),
            let images = snapshots.images(of: layer, scale: scale),
            progress.isFinite, let direction = try? TransitionDirection(subtype)
        else { return nil }
        let frame = TransitionFrame(
            oldImage: images.old, newImage: images.new, width: Double(images.width),
            height: Double(images.height), subtype: subtype, direction: direction, progress: progress,
            backImage: images.back, landsPageFlat: landsPageFlat)
        return effect.items(for: frame)
    }
}
