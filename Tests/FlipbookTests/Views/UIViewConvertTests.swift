import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIViewConvertTests {
    @Test func throughTranslatedAndScrolledParents() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 111, y: 222))
        #expect(child.convert(CGPoint(x: 111, y: 222), from: nil) == CGPoint(x: 1, y: 2))
        #expect(parent.convert(child.frame, to: nil) == CGRect(x: 110, y: 220, width: 30, height: 30))
        parent.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 100, y: 220))
        #expect(window.convert(CGPoint(x: 100, y: 220), to: child) == .zero)
    }

    @Test func throughRotatedParent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(parent)
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Parent's top-left (0,0) is 50 left and 50 above its center (150,150); a clockwise quarter turn
        // moves it to 50 right and 50 above: (200, 100).
        #expect(close(parent.convert(CGPoint.zero, to: root), CGPoint(x: 200, y: 100)))
        #expect(close(parent.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 200, y: 200)))
        #expect(close(root.convert(CGPoint(x: 200, y: 100), to: parent), .zero))
        let r = parent.convert(CGRect(x: 0, y: 0, width: 100, height: 10), to: root)
        #expect(close(r, CGRect(x: 190, y: 100, width: 10, height: 100)))
    }

    @Test func throughScaledParentAndBetweenSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        // a's (0,0) → center (50,50) − 2·(50,50) = (−50, −50) in root → (−250, −50) in b.
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -250, y: -50))
        #expect(b.convert(CGPoint(x: -250, y: -50), to: a) == .zero)
        #expect(
            a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
                == CGRect(x: -50, y: -50, width: 20, height: 20))
    }

    @Test func throughPerspectiveParent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.addSubview(card)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        card.layer.transform = t
        // The right edge turns away (smaller), the left comes closer (larger); the center stays put.
        let topLeft = card.convert(CGPoint.zero, to: root)
        let topRight = card.convert(CGPoint(x: 200, y: 0), to: root)
        #expect(close(card.convert(CGPoint(x: 100, y: 100), to: root), CGPoint(x: 200, y: 200)))
        #expect(topLeft.y < 100 && topRight.y > 100)
        #expect(abs(topRight.x - 200) < abs(topLeft.x - 200))
        // Round trip through the inverse homography.
        let p = CGPoint(x: 37, y: 151)
        #expect(close(card.convert(card.convert(p, to: root), from: root), p, 1e-9))
    }

    @Test func throughSublayerTransformParent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1) // about root's center (100, 100)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: -100, y: -100))
    }

    @Test func nilMeansTheRootWhenThereIsNoWindow() {
        let root = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(child.window == nil)
    }
}
