/// `reveal`: the old content slides away in the subtype's direction and uncovers the new content,
/// which stays in place beneath it.
struct RevealEffect: TransitionEffect {
    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        let m = frame.direction.motion
        let p = frame.progress
        return [
            EffectItems.layerImage(frame.newImage, frame),
            EffectItems.layerImage(
                frame.oldImage, frame, offsetX: m.x * p * frame.width,
                offsetY: m.y * p * frame.height),
        ]
    }
}
