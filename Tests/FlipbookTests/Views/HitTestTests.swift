import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct HitTestTests {
    private func tree() -> (root: UIView, back: UIView, front: UIView, inner: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        return (root, back, front, inner)
    }

    @Test func deepestFrontMostWins() {
        let t = tree()
        #expect(t.root.hitTest(CGPoint(x: 120, y: 120), with: nil) === t.inner)
        #expect(t.root.hitTest(CGPoint(x: 180, y: 180), with: nil) === t.front)
        #expect(t.root.hitTest(CGPoint(x: 50, y: 50), with: nil) === t.back)
        #expect(t.root.hitTest(CGPoint(x: 250, y: 20), with: nil) === t.root)
        #expect(t.root.hitTest(CGPoint(x: 400, y: 20), with: nil) == nil)
    }

    @Test func hiddenTransparentAndDisabledAreSkipped() {
        let t = tree()
        t.front.isHidden = true
        #expect(t.root.hitTest(CGPoint(x: 120, y: 120), with: nil) === t.back)
        t.front.isHidden = false
        t.front.alpha = 0.009
        #expect(t.root.hitTest(CGPoint(x: 120, y: 120), with: nil) === t.back)
        t.front.alpha = 0.01
        #expect(t.root.hitTest(CGPoint(x: 120, y: 120), with: nil) === t.inner)
        t.front.isUserInteractionEnabled = false
        #expect(t.root.hitTest(CGPoint(x: 120, y: 120), with: nil) === t.back)
        t.front.isUserInteractionEnabled = true
        t.inner.isUserInteractionEnabled = false
        #expect(t.root.hitTest(CGPoint(x: 120, y: 120), with: nil) === t.front)
    }

    @Test func subviewsOutsideTheirParentAreNotHit() {
        let t = tree()
        let outside = UIView(frame: CGRect(x: -100, y: 0, width: 50, height: 50))
        t.back.addSubview(outside)
        #expect(t.root.hitTest(CGPoint(x: -80, y: 10), with: nil) == nil)
    }

    @Test func transformsAreRespected() {
        let t = tree()
        t.front.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) // front now covers 150…250
        #expect(t.root.hitTest(CGPoint(x: 120, y: 120), with: nil) === t.back)
        #expect(t.root.hitTest(CGPoint(x: 160, y: 160), with: nil) === t.inner)
        #expect(t.front.point(inside: CGPoint(x: 199, y: 199), with: nil))
        #expect(!t.front.point(inside: CGPoint(x: 200, y: 0), with: nil))
    }

    @Test func imageViewsIgnoreTouchesByDefault() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = UIImageView(frame: root.bounds)
        root.addSubview(image)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: UIEvent()) === root)
    }
}
