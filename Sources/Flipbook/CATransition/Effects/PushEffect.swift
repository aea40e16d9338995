/// `push`: the new content slides in from the subtype's edge and pushes the old content out of the
/// opposite edge; the two stay joined.
struct PushEffect: TransitionEffect {
    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        let m = frame.direction.motion
        let p = frame.progress
        return [
            EffectItems.layerImage(
                frame.oldImage, frame, offsetX: m.x * p * frame.width,
                offsetY: m.y * p * frame.height),
            EffectItems.layerImage(
                frame.newImage, frame, offsetX: -m.x * (1 - p) * frame.width,
                offsetY: -m.y * (1 - p) * frame.height),
        ]
    }
}
