import Foundation

@testable import Flipbook

/// Approximate equality helpers for geometry tests.
func close(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-9) -> Bool { abs(a - b) <= eps }
func close(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool { close(a.x, b.x, eps) && close(a.y, b.y, eps) }
func close(_ a: CGSize, _ b: CGSize, _ eps: CGFloat = 1e-9) -> Bool {
    close(a.width, b.width, eps) && close(a.height, b.height, eps)
}
func close(_ a: CGRect, _ b: CGRect, _ eps: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, eps) && close(a.size, b.size, eps)
}
func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ eps: CGFloat = 1e-9) -> Bool {
    close(a.a, b.a, eps) && close(a.b, b.b, eps) && close(a.c, b.c, eps) && close(a.d, b.d, eps)
        && close(a.tx, b.tx, eps) && close(a.ty, b.ty, eps)
}
func close(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = 1e-9) -> Bool {
    let x = [
        a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44,
    ]
    let y = [
        b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44,
    ]
    return zip(x, y).allSatisfy { close($0, $1, eps) }
}
