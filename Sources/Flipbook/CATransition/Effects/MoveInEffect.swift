/// `moveIn`: the new content slides in over the old from the subtype's edge; the old stays in place.
struct MoveInEffect: TransitionEffect {
    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        let m = frame.direction.motion
        let rest = 1 - frame.progress
        return [
            EffectItems.layerImage(frame.oldImage, frame),
            EffectItems.layerImage(
                frame.newImage, frame, offsetX: -m.x * rest * frame.width,
                offsetY: -m.y * rest * frame.height),
        ]
    }
}
