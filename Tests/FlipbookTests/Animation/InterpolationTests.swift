import Foundation
import Testing

@testable import Flipbook

@Suite struct InterpolationTests {
    static func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        let x = [
            a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43,
            a.m44,
        ]
        let y = [
            b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43,
            b.m44,
        ]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func geometryInterpolatesComponentWise() {
        #expect(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 30), fraction: 0.25) == CGPoint(x: 2.5, y: 15))
        #expect(
            CGSize(width: 2, height: 4).interpolated(to: CGSize(width: 4, height: 0), fraction: 0.5)
                == CGSize(width: 3, height: 2))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10).interpolated(
            to: CGRect(x: 10, y: 20, width: 30, height: 0), fraction: 0.5)
        #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 5))
        // Extrapolation (springs overshoot).
        #expect(CGFloat(0).interpolated(to: 10, fraction: 1.2) == 12)
    }

    @Test func anyValuesMixNumbersAndHandleMissingColours() {
        #expect(AnimatableValue.interpolate(Float(0), CGFloat(1), fraction: 0.5) as? CGFloat == 0.5)
        #expect(AnimatableValue.interpolate(Double(0), Double(4), fraction: 0.25) as? Double == 1)
        #expect(AnimatableValue.interpolate(Float(0), Float(4), fraction: 0.25) as? Float == 1)
        #expect(AnimatableValue.interpolate(1, NSNumber(value: 3), fraction: 0.5) as? CGFloat == 2)
        #expect(AnimatableValue.interpolate(CGPoint.zero, CGSize.zero, fraction: 0.5) == nil) // mismatched types
        #expect(AnimatableValue.add(CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)) as? CGPoint == CGPoint(x: 4, y: 6))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let missing: CGColor? = nil
        let half = AnimatableValue.interpolate(missing as Any, red, fraction: 0.5) as? CGColor
        #expect(half == CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(
            AnimatableValue.interpolate(red, blue, fraction: 0.25) as? CGColor
                == CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 1))
    }

    @Test func rotationsInterpolateAlongTheArc() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let middle = CATransform3DIdentity.interpolated(to: quarter, fraction: 0.5)
        #expect(Self.close(middle, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
        // The matrix stays a rotation (no shrinking as a linear blend of entries would give).
        #expect(abs(middle.m11 * middle.m11 + middle.m12 * middle.m12 - 1) < 1e-12)
        // 3D axis too.
        let flip = CATransform3DMakeRotation(2 * .pi / 3, 0, 1, 0)
        #expect(
            Self.close(
                CATransform3DIdentity.interpolated(to: flip, fraction: 0.25),
                CATransform3DMakeRotation(.pi / 6, 0, 1, 0)))
        // More than half a turn goes the short way (as in Core Animation).
        let big = CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1)
        #expect(
            Self.close(
                CATransform3DIdentity.interpolated(to: big, fraction: 0.5), CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)
            ))
    }

    @Test func scaleTranslationAndPerspectiveRecompose() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let samples: [CATransform3D] = [
            CATransform3DMakeScale(2, 0.5, 1),
            CATransform3DTranslate(CATransform3DMakeRotation(0.7, 1, 2, 3), 10, -20, 5),
            CATransform3DRotate(perspective, 0.4, 0, 1, 0),
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: 0.5, d: 1, tx: 4, ty: 2)), // skew
            CATransform3DMakeScale(-1, 1, 1), // mirror
        ]
        for t in samples {
            let parts = try! #require(TransformParts(t))
            #expect(Self.close(parts.matrix, t, 1e-9), "\(t)")
            #expect(
                t.interpolated(to: t, fraction: 0.37) == t || Self.close(t.interpolated(to: t, fraction: 0.37), t, 1e-9)
            )
        }
        let a = CATransform3DMakeScale(1, 1, 1)
        let b = CATransform3DTranslate(CATransform3DMakeScale(3, 3, 1), 10, 0, 0)
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(Self.close(mid, CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 7.5, 0, 0)))
    }

    @Test func singularTransformsFallBackToEntrywiseBlending() {
        let zero = CATransform3DMakeScale(0, 0, 1)
        let mid = zero.interpolated(to: CATransform3DIdentity, fraction: 0.5)
        #expect(Self.close(mid, CATransform3DMakeScale(0.5, 0.5, 1)))
    }

    /// Seed 001 rotates a view about an off-centre point: the decomposed interpolation keeps the angle and
    /// moves the translation linearly, as Core Animation does.
    @Test func offCentreRotation() {
        let center = CGPoint(x: 100, y: 200)
        let pivot = CGPoint(x: 0, y: 400)
        let angle: CGFloat = -.pi / 2
        // Rotate about `pivot` expressed relative to the view's centre.
        let dx = pivot.x - center.x
        let dy = pivot.y - center.y
        let end = CGAffineTransform(translationX: dx, y: dy).rotated(by: angle).translatedBy(x: -dx, y: -dy)
        let mid = CGAffineTransform.identity.interpolated(to: end, fraction: 0.5)
        #expect(abs(atan2(mid.b, mid.a) - angle / 2) < 1e-12)
        #expect(abs(mid.tx - end.tx / 2) < 1e-9)
        #expect(abs(mid.ty - end.ty / 2) < 1e-9)
    }
}
