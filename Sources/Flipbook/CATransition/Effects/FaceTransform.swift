import Foundation

/// Places the flat layer rectangle in 3D and projects it in perspective, for effects that turn the
/// layer like a solid: a rotation about an axis parallel to one edge of the layer, through the layer's
/// centre line at depth `pivotZ`, then a push along z, seen from `eyeDistance` in front of the layer's
/// centre (Core Animation's `m34 = −1 / eyeDistance`).
///
/// Rotation convention: with `angle > 0` the face's far side (+x for a horizontal turn, +y for a
/// vertical one) goes back (−z) and the near side comes forward, so a point in front of the pivot
/// moves towards +x (or +y).
struct FaceTransform {
    /// Layer width and height in pixels.
    var width: Double, height: Double
    /// True: turn about a vertical axis (left/right motion); false: about a horizontal axis.
    var horizontal: Bool
    /// Depth of the rotation axis (0 = in the layer plane, negative = behind it).
    var pivotZ: Double
    /// Distance from the eye to the layer plane.
    var eyeDistance: Double

    /// The transform that maps the layer rectangle (`z = 0`) turned by `angle` (radians) about the
    /// axis and moved by `zOffset` along z, to perspective-projected layer pixels.
    func matrix(angle: Double, zOffset: Double = 0) -> Matrix4 {
        let c = cos(angle)
        let s = sin(angle)
        var rotation = Matrix4.identity
        if horizontal {
            rotation.m11 = c
            rotation.m13 = -s
            rotation.m31 = s
            rotation.m33 = c
        } else {
            rotation.m22 = c
            rotation.m23 = -s
            rotation.m32 = s
            rotation.m33 = c
        }
        var perspective = Matrix4.identity
        perspective.m34 = -1 / eyeDistance
        return Matrix4.translation(x: -width / 2, y: -height / 2, z: -pivotZ)
            .concatenating(rotation)
            .concatenating(.translation(x: 0, y: 0, z: pivotZ + zOffset))
            .concatenating(perspective)
            .concatenating(.translation(x: width / 2, y: height / 2))
    }

    /// Depth of the face's centre after the turn (to paint far faces first).
    func centreDepth(angle: Double, zOffset: Double = 0) -> Double {
        -pivotZ * cos(angle) + pivotZ + zOffset
    }
}
