import Foundation

/// `oglFlip`: the layer turns over like a card about its vertical (fromLeft / fromRight) or
/// horizontal (fromTop / fromBottom) centre line, the subtype's edge lifting towards the viewer; the
/// new content is on the card's back. The card recedes a little while it turns.
struct FlipEffect: TransitionEffect {
    /// Eye distance as a multiple of the card's size across the turning axis.
    static let eyeDistanceFactor = 2.0
    /// How far the card recedes at the half-way point, as a fraction of that size.
    static let recedeFactor = 0.25

    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        let d = frame.direction
        let size = d.isHorizontal ? frame.width : frame.height
        // The subtype's edge is the near (negative-coordinate for fromLeft / fromTop) side.
        let sign = d.isHorizontal ? d.motion.x : d.motion.y
        let card = FaceTransform(
            width: frame.width, height: frame.height, horizontal: d.isHorizontal,
            pivotZ: 0, eyeDistance: Self.eyeDistanceFactor * size)
        let p = frame.progress
        let turn = sign * p * .pi
        let recede = -Self.recedeFactor * size * sin(p * .pi)
        // Front (old) until half-way, then the back (new), itself turned the other half.
        let showsBack = p >= 0.5
        let angle = showsBack ? turn - sign * .pi : turn
        guard abs(cos(angle)) > 1e-9 else { return [] } // exactly edge-on: nothing to see
        return [
            EffectItems.layerImage(
                showsBack ? frame.newImage : frame.oldImage, frame,
                transform: card.matrix(angle: angle, zOffset: recede))
        ]
    }
}
