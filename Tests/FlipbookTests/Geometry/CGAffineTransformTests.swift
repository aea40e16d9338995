import Foundation
import Testing

@testable import Flipbook

@Suite struct CGAffineTransformTests {
    @Test func identityAndZeroInit() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func positiveRotationIsClockwiseOnScreen() {
        // y points down: (1, 0) turned by +90° must land on (0, 1), i.e. below the origin.
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(p == CGPoint(x: 0, y: 1))
        let q = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 6))
        #expect(close(q, CGPoint(x: cos(CGFloat.pi / 6), y: 0.5)))
        #expect(CGAffineTransform(rotationAngle: .pi).a == -1)
        #expect(CGAffineTransform(rotationAngle: -.pi / 2).b == -1)
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test func byMethodsPrependTheirOperation() {
        // CGAffineTransformTranslate(t, …) = translate × t: the translation happens in t's input space.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 0))
        let s = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 7, y: 2))
        let r = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
        #expect(CGPoint(x: 1, y: 0).applying(r) == CGPoint(x: 5, y: 1))
    }

    @Test func invertedRoundTripsAndSingularStaysUnchanged() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        #expect(close(t.concatenating(t.inverted()), .identity))
        let p = CGPoint(x: 3, y: 4)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingGivesBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(r.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -10, y: 0, width: 10, height: 40))
        let rotated = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(rotated, CGRect(x: -20, y: 0, width: 20, height: 10)))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let s = CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 100, y: 100).scaledBy(x: -1, y: 2))
        #expect(s == CGSize(width: -2, height: 6))
    }
}
