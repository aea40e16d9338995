import Foundation
import Testing

@testable import Flipbook

/// `CALayer`'s display cycle: `setNeedsDisplay()`, `displayIfNeeded()`, `needsDisplayOnBoundsChange`,
/// `needsDisplay(forKey:)` and the display pass before each frame.
@MainActor @Suite struct LayerDisplayTests {
    /// Counts its `display()` calls and fills itself with a colour there.
    final class CountingLayer: CALayer {
        var displays = 0
        override func display() {
            displays += 1
            contents = UIImage.filled(with: .systemBlue, size: CGSize(width: 4, height: 4)).cgImage
        }
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "cornerRadius" || key == "level" || super.needsDisplay(forKey: key)
        }
    }

    /// Displays its layer through the delegate method.
    final class DisplayingDelegate: CALayerDelegate {
        var displayed: [CALayer] = []
        func display(_ layer: CALayer) { displayed.append(layer) }
    }

    @Test func displayRunsOncePerRequestBeforeTheFrame() {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.makeKeyAndVisible()
        let layer = CountingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        #expect(!layer.needsDisplay() && layer.contents == nil, "a new layer is not displayed until asked")
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let frame = recorder.snapshot()
        #expect(layer.displays == 1 && !layer.needsDisplay())
        #expect(frame[5, 5] == UIColor.systemBlue.cgColor.rasterColor.premultiplied)
        _ = recorder.snapshot()
        #expect(layer.displays == 1, "nothing pending: no display")
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.displays == 2)
    }

    @Test func boundsChangesAndKeysThatNeedDisplayMarkTheLayer() {
        let layer = CountingLayer()
        layer.bounds.size = CGSize(width: 10, height: 10)
        #expect(!layer.needsDisplay(), "needsDisplayOnBoundsChange is false by default")
        layer.needsDisplayOnBoundsChange = true
        layer.position = CGPoint(x: 3, y: 3)
        #expect(!layer.needsDisplay(), "moving is not resizing")
        layer.bounds.size = CGSize(width: 12, height: 10)
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.cornerRadius = 2
        #expect(layer.needsDisplay(), "a modelled key")
        layer.displayIfNeeded()
        layer.setValue(3, forKey: "level")
        #expect(layer.needsDisplay(), "a custom key")
        layer.displayIfNeeded()
        layer.opacity = 0.5
        #expect(!layer.needsDisplay(), "other keys do not")
        #expect(!CALayer.needsDisplay(forKey: "opacity") && !CALayer.needsDisplay(forKey: "bounds"))
    }

    @Test func theDefaultDisplayAsksTheDelegate() {
        let layer = CALayer()
        let delegate = DisplayingDelegate()
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.displayed.count == 1 && delegate.displayed[0] === layer)
    }

    @Test func animatingAKeyThatNeedsDisplayDisplaysThePresentationCopyEachFrame() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.makeKeyAndVisible()
        let layer = CountingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        let blue = UIColor.systemBlue.cgColor.rasterColor.premultiplied
        let animation = CABasicAnimation(keyPath: "level")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "level")
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.advance(seconds: 0.5)
        #expect(recorder.snapshot()[5, 5] == blue, "the frame's presentation copy was displayed")
        #expect(layer.displays == 0 && layer.contents == nil, "not the model layer")
        try recorder.advance(seconds: 0.6)
        #expect(layer.animationKeys() == nil)
        #expect(recorder.snapshot()[5, 5] != blue, "without the animation the model layer shows, undisplayed")
    }
}
