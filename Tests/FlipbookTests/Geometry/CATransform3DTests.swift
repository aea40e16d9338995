import Foundation
import Testing

@testable import Flipbook

@Suite struct CATransform3DTests {
    @Test func identityAndMakers() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m11 == 1)
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4 && s.m44 == 1)
    }

    @Test func zRotationMatchesAffineRotation() {
        for angle in [0.3, -1.1, CGFloat.pi / 2, 2.5] {
            let r3 = CATransform3DMakeRotation(angle, 0, 0, 1)
            #expect(close(CATransform3DGetAffineTransform(r3), CGAffineTransform(rotationAngle: angle)))
            #expect(CATransform3DIsAffine(r3))
        }
        // Axis length does not matter.
        #expect(close(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1)))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func yRotationMovesRightEdgeAwayForPositiveAngles() {
        // Core Animation: rotating about y by +θ sends +x towards -z (m13 = -sin θ).
        let r = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        #expect(close(r.m13, -0.5))
        #expect(close(r.m31, 0.5))
        let x = CATransform3DMakeRotation(.pi / 6, 1, 0, 0)
        #expect(close(x.m23, 0.5))
        #expect(close(x.m32, -0.5))
        #expect(!CATransform3DIsAffine(r))
    }

    @Test func chainingPrependsOperation() {
        // CATransform3DTranslate(t, …) = translate × t.
        let scaled = CATransform3DMakeScale(2, 2, 1)
        let t = CATransform3DTranslate(scaled, 5, 0, 0)
        #expect(t.mapHomogeneous(x: 0, y: 0).x == 10)
        let s = CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 2, 2, 1)
        #expect(s.mapHomogeneous(x: 1, y: 1).x == 7)
        let r = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        let p = r.mapHomogeneous(x: 1, y: 0)
        #expect(close(p.x, 5) && close(p.y, 1))
        // Concat(a, b) applies a first.
        let c = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(c.mapHomogeneous(x: 1, y: 0).x == 12)
    }

    @Test func invertRoundTripsIncludingPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 0.8, 0, 1, 0)
        t = CATransform3DTranslate(t, 10, -4, 3)
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-12))
        let singular = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func perspectiveMakesNearSideLarger() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        // +x goes towards -z (away) → smaller; -x comes closer → larger.
        let right = t.projecting(CGPoint(x: 100, y: 100))!
        let left = t.projecting(CGPoint(x: -100, y: 100))!
        #expect(abs(right.y) < abs(left.y))
    }

    @Test func affineConversionRoundTrips() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        #expect(CATransform3DEqualToTransform(t, t))
    }

    @Test func componentsReadAndWrite() {
        let r = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(close(r.component(.rotationZ), 0.5))
        #expect(close(r.component(.rotation), 0.5))
        let s = CATransform3DScale(r, 2, 3, 1)
        #expect(close(s.component(.scaleX), 2) && close(s.component(.scaleY), 3))
        #expect(close(s.component(.rotationZ), 0.5))
        let rebuilt = CATransform3DIdentity.settingComponent(.rotationZ, to: 0.5)
        #expect(close(rebuilt, r))
        let y = CATransform3DIdentity.settingComponent(.rotationY, to: 0.4)
        #expect(close(y, CATransform3DMakeRotation(0.4, 0, 1, 0)))
        #expect(close(y.component(.rotationY), 0.4))
        let moved = s.settingComponent(.translationX, to: 9)
        #expect(moved.m41 == 9 && moved.m11 == s.m11)
        let uniform = CATransform3DIdentity.settingComponent(.scale, to: 2)
        #expect(uniform == CATransform3DMakeScale(2, 2, 2))
        #expect(close(uniform.component(.scale), 2))
        let flipped = CATransform3DMakeScale(-1, 1, 1)
        #expect(close(flipped.component(.scaleX), -1))
    }
}
