/// `fade`: the new content dissolves in over the old, linearly in progress. Ignores the subtype.
struct FadeEffect: TransitionEffect {
    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        EffectItems.crossDissolve(frame, amount: frame.progress) { image, opacity in
            EffectItems.layerImage(image, frame, opacity: opacity)
        }
    }
}
