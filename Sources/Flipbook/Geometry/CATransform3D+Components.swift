import Foundation

/// The scalar pieces of a transform that Core Animation exposes as key paths under `transform.`:
/// `rotation.x/y/z` (radians), `rotation` (= `rotation.z`), `scale.x/y/z`, `scale` (average of the three),
/// `translation.x/y/z`. Used by `CALayer.value(forKeyPath:)` / `setValue(_:forKeyPath:)`.
enum TransformComponent: String, CaseIterable, Sendable {
    case rotationX = "rotation.x"
    case rotationY = "rotation.y"
    case rotationZ = "rotation.z"
    case rotation
    case scaleX = "scale.x"
    case scaleY = "scale.y"
    case scaleZ = "scale.z"
    case scale
    case translationX = "translation.x"
    case translationY = "translation.y"
    case translationZ = "translation.z"
}

/// A transform split into scale, Euler rotation and translation, recomposed as
/// `scale × rotate(x) × rotate(y) × rotate(z) × translate` (row vectors: scale applies first).
/// Shear is not represented; the perspective column (`m14, m24, m34, m44`) is carried through unchanged.
struct TransformDecomposition: Sendable, Equatable {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var perspective: (m14: CGFloat, m24: CGFloat, m34: CGFloat, m44: CGFloat)

    static func == (l: Self, r: Self) -> Bool {
        l.scale == r.scale && l.rotation == r.rotation && l.translation == r.translation
            && l.perspective == r.perspective
    }

    init(_ t: CATransform3D) {
        var r1 = (t.m11, t.m12, t.m13)
        var r2 = (t.m21, t.m22, t.m23)
        var r3 = (t.m31, t.m32, t.m33)
        func length(_ v: (CGFloat, CGFloat, CGFloat)) -> CGFloat { (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() }
        var sx = length(r1)
        let sy = length(r2)
        let sz = length(r3)
        let det =
            t.m11 * (t.m22 * t.m33 - t.m23 * t.m32) - t.m12 * (t.m21 * t.m33 - t.m23 * t.m31)
            + t.m13 * (t.m21 * t.m32 - t.m22 * t.m31)
        if det < 0 { sx = -sx }
        if sx != 0 { r1 = (r1.0 / sx, r1.1 / sx, r1.2 / sx) }
        if sy != 0 { r2 = (r2.0 / sy, r2.1 / sy, r2.2 / sy) }
        if sz != 0 { r3 = (r3.0 / sz, r3.1 / sz, r3.2 / sz) }
        let sinY = min(max(-r1.2, -1), 1)
        let ay = asin(sinY)
        let ax: CGFloat
        let az: CGFloat
        if abs(sinY) < 1 - 1e-12 {
            az = atan2(r1.1, r1.0)
            ax = atan2(r2.2, r3.2)
        } else {
            az = 0
            ax = atan2(-r3.1, r2.1)
        }
        scale = (sx, sy, sz)
        rotation = (ax, ay, az)
        translation = (t.m41, t.m42, t.m43)
        perspective = (t.m14, t.m24, t.m34, t.m44)
    }

    /// The recomposed transform.
    var transform: CATransform3D {
        var t = CATransform3DMakeScale(scale.x, scale.y, scale.z)
            .multiplied(by: CATransform3DMakeRotation(rotation.x, 1, 0, 0))
            .multiplied(by: CATransform3DMakeRotation(rotation.y, 0, 1, 0))
            .multiplied(by: CATransform3DMakeRotation(rotation.z, 0, 0, 1))
        t.m41 = translation.x
        t.m42 = translation.y
        t.m43 = translation.z
        t.m14 = perspective.m14
        t.m24 = perspective.m24
        t.m34 = perspective.m34
        t.m44 = perspective.m44
        return t
    }
}

extension CATransform3D {
    /// The value of one `transform.` sub-key-path.
    func component(_ c: TransformComponent) -> CGFloat {
        switch c {
        case .translationX: return m41
        case .translationY: return m42
        case .translationZ: return m43
        default: break
        }
        let d = TransformDecomposition(self)
        switch c {
        case .rotationX: return d.rotation.x
        case .rotationY: return d.rotation.y
        case .rotationZ, .rotation: return d.rotation.z
        case .scaleX: return d.scale.x
        case .scaleY: return d.scale.y
        case .scaleZ: return d.scale.z
        case .scale: return (d.scale.x + d.scale.y + d.scale.z) / 3
        case .translationX, .translationY, .translationZ: return 0 // handled above
        }
    }

    /// A copy with one `transform.` sub-key-path replaced. Translations are set directly; scale and
    /// rotation go through ``TransformDecomposition`` (so shear in `self` is dropped).
    func settingComponent(_ c: TransformComponent, to value: CGFloat) -> CATransform3D {
        var t = self
        switch c {
        case .translationX:
            t.m41 = value
            return t
        case .translationY:
            t.m42 = value
            return t
        case .translationZ:
            t.m43 = value
            return t
        default: break
        }
        var d = TransformDecomposition(self)
        switch c {
        case .rotationX: d.rotation.x = value
        case .rotationY: d.rotation.y = value
        case .rotationZ, .rotation: d.rotation.z = value
        case .scaleX: d.scale.x = value
        case .scaleY: d.scale.y = value
        case .scaleZ: d.scale.z = value
        case .scale: d.scale = (value, value, value)
        case .translationX, .translationY, .translationZ: break
        }
        return d.transform
    }
}
