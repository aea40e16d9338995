import Foundation
import Testing

@testable import Flipbook

/// Geometry boxed in `NSValue` round-trips, keeps its kind, and animates like the plain value.
@MainActor @Suite struct NSValueGeometryTests {
    @Test func everyKindRoundTrips() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: -6)).cgPointValue == CGPoint(x: 5, y: -6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        #expect(NSValue(cgVector: CGVector(dx: 1.5, dy: -2)).cgVectorValue == CGVector(dx: 1.5, dy: -2))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        var transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        transform.m34 = -1 / 500
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(
            NSValue(uiOffset: UIOffset(horizontal: 3, vertical: -4)).uiOffsetValue
                == UIOffset(horizontal: 3, vertical: -4))
    }

    @Test func aBoxReadAsAnotherKindGivesZero() {
        #expect(NSValue(uiOffset: UIOffset(horizontal: 3, vertical: 4)).cgVectorValue == CGVector(dx: 0, dy: 0))
        #expect(NSValue(cgVector: CGVector(dx: 3, dy: 4)).uiOffsetValue == UIOffset(horizontal: 0, vertical: 0))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)).cgRectValue == .zero)
        #expect(NSNumber(value: 3).geometryKind == nil)
    }

    @Test func boxedValuesAnimateAsBasicAnimationValues() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        turn.duration = 1
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(turn, forKey: "turn")
        VirtualClock.shared.advance(by: 0.5)
        let shown = layer.presentation()!
        #expect(shown.position == CGPoint(x: 50, y: 25))
        #expect(abs(shown.transform.m11 - 2) < 1e-9)
    }
}
