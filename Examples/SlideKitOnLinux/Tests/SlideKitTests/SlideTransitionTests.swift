import Flipbook
import FlipbookTesting
import Foundation
import Raster
import SlideKit
import Testing

/// SlideKit's transition, built from its iOS sources by the FlipbookPort plugin, played on the virtual clock.
@MainActor @Suite(.serialized) struct SlideTransitionTests {
    /// Counts the delegate calls; leaves the top inset to its default.
    final class Owner: SlideTransitionDelegate {
        var finished: [Bool] = []
        func slideTransition(_ transition: SlideTransition, didFinishPresenting presented: Bool) {
            finished.append(presented)
        }
    }

    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A blue home screen and the orange card the transition presents, in a 180 × 320 window.
    func makeScene() -> (UIWindow, UIViewController, UIViewController, SlideTransition, Owner) {
        let home = UIViewController()
        home.view.backgroundColor = .systemBlue
        let card = UIViewController()
        card.view.backgroundColor = .systemOrange
        let transition = SlideTransition()
        let owner = Owner()
        transition.delegate = owner
        card.transitioningDelegate = transition
        card.modalPresentationStyle = .custom
        transition.installDismissPan(on: card)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 320))
        window.rootViewController = home
        window.makeKeyAndVisible()
        return (window, home, card, transition, owner)
    }

    @Test func presentingSlidesTheCardUpToItsGoldens() throws {
        let (window, home, card, transition, owner) = makeScene()
        let recorder = FrameRecorder(window: window, fps: 30, scale: 1, threads: 1)
        var frames: [Bitmap] = []
        home.present(card, animated: true)
        for frame in 0...15 {
            let image = recorder.snapshot()
            frames.append(image)
            if [0, 6, 12].contains(frame) {
                assertGolden(image, named: "slide-present", at: Double(frame) / 30, suite: "SlideKit")
            }
            try recorder.advance(seconds: 1.0 / 30)
        }
        #expect(owner.finished == [true])
        #expect(card.view.frame.minY == 24)
        try writeGIF(frames + Array(repeating: frames[frames.count - 1], count: 10))
        withExtendedLifetime(transition) {}
    }

    @Test func aDownwardPanDismisses() throws {
        let (window, home, card, transition, owner) = makeScene()
        let recorder = FrameRecorder(window: window, fps: 30, scale: 1, threads: 1)
        home.present(card, animated: true)
        try recorder.advance(seconds: 0.5)
        try recorder.drag(from: CGPoint(x: 90, y: 100), to: CGPoint(x: 90, y: 260), duration: 0.2)
        try recorder.advance(seconds: 0.5)
        #expect(home.presentedViewController == nil)
        #expect(owner.finished == [true, false])
        withExtendedLifetime(transition) {}
    }

    /// The animation the example's README shows.
    private func writeGIF(_ frames: [Bitmap]) throws {
        var builder = GIFPaletteBuilder()
        for frame in frames { builder.add(frame) }
        guard let palette = builder.palette() else { return }
        let encoder = try GIFEncoder(
            width: frames[0].width, height: frames[0].height, framesPerSecond: 30, plays: 0, globalPalette: palette,
            sink: Data())
        for frame in frames { try encoder.append(frame) }
        try encoder.finish()
        try encoder.sink.write(to: Self.package.appendingPathComponent("slide.gif"))
    }
}
