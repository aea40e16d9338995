import Foundation

/// `cube`: the old and new contents are two faces of a cube that turns a quarter turn about its
/// vertical (fromLeft / fromRight) or horizontal (fromTop / fromBottom) axis, in perspective. The
/// faces share an edge; the new face comes in from the subtype's edge.
struct CubeEffect: TransitionEffect {
    /// Eye distance as a multiple of the cube's edge (the layer's size along the motion).
    static let eyeDistanceFactor = 2.0

    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        let d = frame.direction
        let edge = d.isHorizontal ? frame.width : frame.height
        let sign = d.isHorizontal ? d.motion.x : d.motion.y
        let faces = FaceTransform(
            width: frame.width, height: frame.height, horizontal: d.isHorizontal,
            pivotZ: -edge / 2, eyeDistance: Self.eyeDistanceFactor * edge)
        let oldAngle = sign * frame.progress * .pi / 2
        let newAngle = oldAngle - sign * .pi / 2
        let old = EffectItems.layerImage(frame.oldImage, frame, transform: faces.matrix(angle: oldAngle))
        let new = EffectItems.layerImage(frame.newImage, frame, transform: faces.matrix(angle: newAngle))
        // Paint the face further from the eye first.
        return faces.centreDepth(angle: oldAngle) < faces.centreDepth(angle: newAngle) ? [old, new] : [new, old]
    }
}
