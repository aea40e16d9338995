import Foundation
import Testing

@testable import Flipbook

/// One world per simulation: UIKit's shared objects stand for the current world, each world starts and
/// resets clean, and what one leaves behind never reaches another.
@MainActor @Suite struct WorldTests {
    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-world-\(UUID().uuidString)", isDirectory: true)
    }

    /// A window with a red box, shown in the current world.
    private func boxWindow() -> (window: UIWindow, box: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 10))
        box.backgroundColor = .red
        window.addSubview(box)
        window.makeKeyAndVisible()
        return (window, box)
    }

    @Test func sharedObjectsStandForTheWorldBeingRun() {
        VirtualClock.shared.reset()
        let world = World()
        world.run {
            #expect(World.current === world)
            #expect(VirtualClock.shared === world.clock && TransitionDiagnostics.shared === world.diagnostics)
            VirtualClock.shared.advance(by: 2)
            UIView.setAnimationsEnabled(false)
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
        }
        #expect(World.current === World.main)
        #expect(world.clock.now == 2 && CACurrentMediaTime() == 0)
        #expect(UIView.areAnimationsEnabled && CATransaction.animationDuration() == 0.25)
        world.run {
            #expect(CACurrentMediaTime() == 2 && !UIView.areAnimationsEnabled && CATransaction.animationDuration() == 3)
            World.current.reset()
            #expect(
                CACurrentMediaTime() == 0 && UIView.areAnimationsEnabled && CATransaction.animationDuration() == 0.25)
        }
    }

    @Test func aRecorderWorksInTheWorldItWasCreatedIn() throws {
        VirtualClock.shared.reset()
        let world = World()
        let (recorder, box) = world.run {
            let (window, box) = boxWindow()
            return (FrameRecorder(window: window, fps: 10, scale: 1), box)
        }
        // Driven from outside the world: the animation and the recorder both use the world's clock.
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let count = try recorder.record(seconds: 0.5, to: directory) {
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 15 })
        }
        #expect(count == 6 && world.clock.now == 0.5 && VirtualClock.shared.now == 0)
        let last = try PNGDecoder().decode(contentsOf: directory.appendingPathComponent("0005.png"))
        #expect(last[17, 5] == Color(red: 1, green: 0, blue: 0).premultiplied)
        #expect(last[2, 5] == Color(red: 1, green: 1, blue: 1).premultiplied)
    }

    @Test func aTransitionRunningInOneWorldDoesNotBlockAnother() {
        func pushInNewWorld() -> (World, UINavigationController) {
            let world = World()
            let navigation = world.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
                let navigation = UINavigationController(rootViewController: UIViewController())
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                VirtualClock.shared.advance(by: 0)
                navigation.pushViewController(UIViewController(), animated: true)
                return navigation
            }
            return (world, navigation)
        }
        let (first, firstNavigation) = pushInNewWorld()
        let (second, secondNavigation) = pushInNewWorld()
        #expect(first.runningTransitions.count == 1 && second.runningTransitions.count == 1)
        #expect(first.diagnostics.errors.isEmpty && second.diagnostics.errors.isEmpty)
        first.run { VirtualClock.shared.advance(by: 1) }
        #expect(first.runningTransitions.isEmpty && second.runningTransitions.count == 1)
        #expect(firstNavigation.viewControllers.count == 2 && secondNavigation.viewControllers.count == 2)
    }

    @Test func aBadCATransitionThatWasNeverRecordedIsForgottenOnReset() throws {
        VirtualClock.shared.reset()
        let bad = CATransition()
        bad.type = CATransitionType(rawValue: "nonsense")
        CALayer().add(bad, forKey: nil) // reported, but no recorder ever runs in this "test"

        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.makeKeyAndVisible()
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try FrameRecorder(window: window, fps: 10, scale: 1).record(seconds: 0.1, to: directory) == 2)
    }

    @Test func aBadCATransitionIsThrownByTheRecordersOfItsOwnWorldOnly() throws {
        let world = World()
        world.run {
            let bad = CATransition()
            bad.type = CATransitionType(rawValue: "nonsense")
            CALayer().add(bad, forKey: nil)
        }
        VirtualClock.shared.reset()
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            try FrameRecorder(window: boxWindow().window, fps: 10, scale: 1).record(seconds: 0.1, to: directory) == 2)
        let recorder = world.run { FrameRecorder(window: boxWindow().window, fps: 10, scale: 1) }
        #expect(throws: CATransitionLayerError.self) { try recorder.record(seconds: 0.1, to: directory) }
    }

    @Test func resettingAClockResetsTheWorldItBelongsTo() {
        let owner = World()
        let bystander = World()
        owner.run { VirtualClock.shared.advance(by: 1) }
        bystander.run {
            VirtualClock.shared.advance(by: 2)
            UIView.setAnimationsEnabled(false)
            owner.clock.reset()
            #expect(CACurrentMediaTime() == 2 && !UIView.areAnimationsEnabled)
        }
        #expect(owner.clock.now == 0)
    }

    @Test func eachWorldHasItsOwnMainScreen() {
        let small = World()
        let other = World()
        small.run {
            UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 100, height: 200)
            UIScreen.main.scale = 2
        }
        #expect(small.screen.bounds.size == CGSize(width: 100, height: 200) && small.screen.scale == 2)
        other.run {
            #expect(UIScreen.main === other.screen)
            #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844) && UIScreen.main.scale == 3)
        }
        #expect(World.main.screen !== small.screen && World.main.screen.scale == 3)
        small.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
            #expect(window.screen === small.screen && window.traitCollection.displayScale == 2)
            #expect(UIViewController().view.bounds.size == CGSize(width: 100, height: 200))
        }
    }

    @Test func eachWorldLooksForImagesWithItsOwnSettings() throws {
        let folder = temporaryDirectory()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, side) in [("icon@2x.png", 4), ("icon@3x.png", 6)] {
            try PNGEncoder().write(Bitmap(width: side, height: side), to: folder.appendingPathComponent(file))
        }
        let retina = World()
        let other = World()
        retina.run {
            UIImage.searchDirectories = [folder]
            UIScreen.main.scale = 2
        }
        other.run { UIImage.searchDirectories = [folder] }
        #expect(retina.run { UIImage(named: "icon")?.scale } == 2)
        #expect(other.run { UIImage(named: "icon")?.scale } == 3)
        #expect(!UIImage.searchDirectories.contains(folder))
    }

    @Test func propertyAnimatorsAreNumberedWithinTheirWorld() {
        func keysOfAFirstAnimator() -> [String]? {
            World().run {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }.startAnimation()
                return view.layer.animationKeys()
            }
        }
        _ = UIViewPropertyAnimator(duration: 1, curve: .linear) // one in the process's world first
        let keys = keysOfAFirstAnimator()
        #expect(keys == ["UIViewPropertyAnimator-1-0-opacity"])
        #expect(keysOfAFirstAnimator() == keys)
    }
}
