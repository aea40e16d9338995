import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIViewGeometryTests {
    @Test func frameBoundsCenterWithoutTransform() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds.size = CGSize(width: 20, height: 20) // grows around the center
        #expect(v.frame == CGRect(x: -10, y: -10, width: 20, height: 20))
        v.bounds.origin = CGPoint(x: 5, y: 5) // scrolling doesn't move the frame
        #expect(v.frame == CGRect(x: -10, y: -10, width: 20, height: 20))
        #expect(UIView().frame == .zero)
    }

    @Test func transformChangesFrameButNotBoundsOrCenter() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        #expect(v.center == CGPoint(x: 50, y: 25))
        #expect(v.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        v.transform = CGAffineTransform(translationX: 10, y: 0)
        #expect(v.frame == CGRect(x: 10, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 50, y: 25))
        v.transform = .identity
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func transformIsTheAffinePartOfTheLayerTransform() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.transform = CGAffineTransform(scaleX: 3, y: 2)
        #expect(v.layer.transform == CATransform3DMakeScale(3, 2, 1))
        var t = CATransform3DMakeRotation(0.5, 0, 0, 1)
        t.m34 = -0.002
        v.layer.transform = t
        #expect(close(v.transform, CGAffineTransform(rotationAngle: 0.5)))
        #expect(v.transform3D == t)
    }

    @Test func settingFrameUnderTransformAdjustsCenterAndBoundsSize() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        v.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        #expect(close(v.bounds.size, CGSize(width: 200, height: 120)))
        #expect(close(v.center, CGPoint(x: 60, y: 40)))
        #expect(close(v.frame, CGRect(x: 10, y: 10, width: 100, height: 60)))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 5, y: 0)
        v.frame = CGRect(x: 0, y: 0, width: 30, height: 80)
        #expect(close(v.bounds.size, CGSize(width: 80, height: 30)))
        #expect(close(v.frame, CGRect(x: 0, y: 0, width: 30, height: 80)))
        // 45°: no exact solution; the size comes from the inverse-mapped frame and the frame stays centred.
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(close(v.frame.midX, 50) && close(v.frame.midY, 50))
        #expect(v.bounds.width > 0)
    }

    @Test func alphaHiddenColourAndClipForwardToTheLayer() {
        let v = UIView()
        v.alpha = 0.25
        #expect(v.layer.opacity == 0.25)
        v.isHidden = true
        #expect(v.layer.isHidden)
        v.backgroundColor = .red
        #expect(v.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(v.backgroundColor == .red)
        v.clipsToBounds = true
        #expect(v.layer.masksToBounds)
        #expect(v.layer.delegate === v)
    }

    @Test func customLayerClass() {
        final class Special: CALayer {}
        final class SpecialView: UIView {
            override class var layerClass: AnyClass { Special.self }
        }
        #expect(SpecialView().layer is Special)
    }
}
