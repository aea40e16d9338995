import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct CALayerTests {
    @Test func defaults() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(layer.sublayers == nil)
        #expect(layer.animationKeys() == nil)
    }

    @Test func frameFollowsPositionAnchorAndBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
    }

    @Test func hierarchyOperationsKeepOrderAndParents() {
        let root = CALayer()
        let a = CALayer()
        let b = CALayer()
        let c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        root.insertSublayer(b, at: 0)
        #expect(root.sublayers?.first === b)
        root.insertSublayer(a, above: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        let d = CALayer()
        root.replaceSublayer(a, with: d)
        #expect(a.superlayer == nil && d.superlayer === root)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [b, d, c].map(ObjectIdentifier.init))
        let other = CALayer()
        other.addSublayer(c)
        #expect(c.superlayer === other && root.sublayers?.count == 2)
        c.removeFromSuperlayer()
        #expect(other.sublayers == nil)
    }

    @Test func cyclesAreRefused() {
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        child.addSublayer(root)
        #expect(root.superlayer == nil)
        child.addSublayer(child)
        #expect(child.sublayers == nil)
        root.mask = root
        #expect(root.mask == nil)
    }

    @Test func maskIsTakenOutOfItsParent() {
        let root = CALayer()
        let m = CALayer()
        root.addSublayer(m)
        let owner = CALayer()
        owner.mask = m
        #expect(m.superlayer == nil && root.sublayers == nil && owner.mask === m)
    }

    @Test func maskTimeRunsInItsOwnersTime() {
        let root = CALayer()
        let owner = CALayer()
        let m = CALayer()
        root.addSublayer(owner)
        owner.mask = m
        root.speed = 0
        root.timeOffset = 5
        #expect(m.convertTime(123, from: nil) == 5)
        #expect(m.convertTime(5, to: owner) == 5)
        let other = CALayer()
        other.mask = m // moving the mask takes it from its first owner
        #expect(owner.mask == nil && other.mask === m)
        #expect(m.convertTime(123, from: nil) == 123)
        root.addSublayer(m) // becoming a sublayer ends being a mask
        #expect(other.mask == nil && m.superlayer === root)
    }

    @Test func keyPathsReadAndWrite() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
        layer.setValue(7.0, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: 7, y: 4))
        layer.setValue(CGSize(width: 10, height: 20), forKeyPath: "bounds.size")
        layer.setValue(5, forKeyPath: "bounds.size.width")
        #expect(layer.bounds.size == CGSize(width: 5, height: 20))
        layer.setValue(0.5, forKeyPath: "opacity")
        #expect(layer.value(forKeyPath: "opacity") as? Float == 0.5)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(close(layer.value(forKeyPath: "transform.rotation") as! CGFloat, .pi / 2))
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(close(layer.value(forKeyPath: "transform.scale.x") as! CGFloat, 2))
        #expect(close(layer.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2))
        layer.setValue(CGColor.white, forKeyPath: "backgroundColor")
        #expect(layer.backgroundColor == .white)
        layer.setValue(nil, forKeyPath: "backgroundColor")
        #expect(layer.backgroundColor == nil)
        layer.setValue("x", forKeyPath: "cornerRadius") // wrong type: ignored
        #expect(layer.cornerRadius == 0)
        layer.setValue("hello", forKey: "myCustomKey")
        #expect(layer.value(forKey: "myCustomKey") as? String == "hello")
        #expect(layer.value(forKeyPath: "nothing") == nil)
    }

    @Test func presentationIsADetachedCopy() {
        let layer = CALayer()
        layer.addSublayer(CALayer())
        layer.position = CGPoint(x: 5, y: 6)
        layer.backgroundColor = .black
        let p = layer.presentation()!
        #expect(p !== layer && p.position == layer.position && p.backgroundColor == .black)
        #expect(p.sublayers == nil)
        #expect(p.model() === layer && layer.model() === layer)
        p.position = .zero
        #expect(layer.position == CGPoint(x: 5, y: 6))
        #expect(p.presentation() === p)
    }

    @Test func subclassesSurvivePresentationCopies() {
        final class Tinted: CALayer {
            var tint = 0
            required init() { super.init() }
            required init(layer: Any) {
                tint = (layer as? Tinted)?.tint ?? 0
                super.init(layer: layer)
            }
        }
        let layer = Tinted()
        layer.tint = 7
        #expect(layer.presentation()?.tint == 7)
    }

    @Test func layoutRunsTopDownOncePerRequest() {
        final class Counting: CALayer {
            var count = 0
            var onLayout: (() -> Void)?
            override func layoutSublayers() {
                count += 1
                onLayout?()
            }
        }
        let root = Counting()
        let child = Counting()
        root.addSublayer(child)
        root.onLayout = { child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        root.layoutIfNeeded()
        #expect(root.count == 1 && child.count == 1)
        root.layoutIfNeeded()
        #expect(root.count == 1)
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(child.count == 2 && root.count == 1)
        child.setNeedsLayout()
        root.setNeedsLayout()
        child.layoutIfNeeded() // walks up to the dirty root first
        #expect(root.count == 2 && child.count == 3)
    }

    @Test func timeConversionFollowsAncestors() {
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        root.speed = 2
        child.timeOffset = 1
        child.beginTime = 3
        // child local = ((t * 2) - 3) * 1 + 1
        #expect(child.convertTime(10, from: nil) == 18)
        #expect(child.convertTime(18, to: nil) == 10)
        #expect(root.convertTime(20, from: child) == 22)
        #expect(close(root.convertTime(child.convertTime(5, from: root), from: child), 5))
    }
}
