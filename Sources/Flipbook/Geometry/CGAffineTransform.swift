import Foundation

/// A 2D affine transform in Core Graphics' row-vector convention: a point `(x, y)` maps to
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// In UIKit's y-down coordinates a positive rotation angle turns content clockwise on screen.
/// `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct CGAffineTransform: Sendable, Hashable, Codable {
    /// The entry at row 1, column 1 (x scale / rotation cosine).
    public var a: CGFloat
    /// The entry at row 1, column 2 (rotation sine / y shear).
    public var b: CGFloat
    /// The entry at row 2, column 1 (negated rotation sine / x shear).
    public var c: CGFloat
    /// The entry at row 2, column 2 (y scale / rotation cosine).
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A transform whose six entries are all zero, as Core Graphics' `CGAffineTransform()` gives.
    /// Use ``identity`` for "no transform".
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The identity transform: maps every point to itself.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin; positive angles turn clockwise on screen
    /// in UIKit's y-down coordinates.
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = sineCosine(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// True when the transform is exactly the identity.
    public var isIdentity: Bool { self == .identity }
}

/// Sine and cosine with exact values at multiples of a quarter turn, so that rotating by π/2 gives
/// exactly 0 and 1 rather than 6e-17 (UIKit code often compares such results).
@inline(__always)
func sineCosine(_ angle: CGFloat) -> (sin: CGFloat, cos: CGFloat) {
    let quarter = angle / (CGFloat.pi / 2)
    if quarter == quarter.rounded(), abs(quarter) < 1e15 {
        switch Int(quarter) & 3 {
        case 0: return (0, 1)
        case 1: return (1, 0)
        case 2: return (0, -1)
        default: return (-1, 0)
        }
    }
    return (sin(angle), cos(angle))
}
