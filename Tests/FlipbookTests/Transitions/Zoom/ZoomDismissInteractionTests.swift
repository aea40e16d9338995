import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

@MainActor
@Suite struct ZoomDismissInteractionTests {
    private func presented(_ stage: ZoomGridStage) -> FrameRecorder {
        let recorder = FrameRecorder(device: .iPhone14, rootViewController: stage.grid, scale: 1, threads: 1)
        stage.grid.present(stage.detail, animated: true)
        return recorder
    }

    @Test func theViewFollowsTheFingerShrinkingAndALongDragDismissesIntoTheSource() throws {
        try World().run {
            let stage = ZoomGridStage()
            let recorder = presented(stage)
            try recorder.advance(seconds: 0.6)
            let finger = try recorder.drag(
                from: CGPoint(x: 195, y: 300), to: CGPoint(x: 235, y: 500), duration: 0.4, ending: .hold)
            #expect(stage.detail.isBeingDismissed)
            let layer = stage.detail.view.layer
            #expect(layer.transform.m11 < 1 && layer.transform.m11 > 0.7, "shrinking with the finger")
            let clip = layer.superlayer!.frame
            #expect(abs(clip.midX - 235) < 1e-6 && abs(clip.midY - 622) < 1e-6, "the view moved with the finger")
            assertGolden(recorder.snapshot(), named: "zoom-drag", at: 0.4, suite: "zoom")
            try recorder.drag(finger, through: [CGPoint(x: 235, y: 520)], duration: 0.1)
            try recorder.advance(seconds: 0.2)
            assertGolden(recorder.snapshot(), named: "zoom-drag-released", at: 0.2, suite: "zoom")
            try recorder.advance(seconds: 0.5)
            #expect(stage.grid.presentedViewController == nil)
            #expect(!stage.tiles[4].isHidden)
        }
    }

    @Test func aShortSlowDragSpringsBack() throws {
        try World().run {
            let stage = ZoomGridStage()
            let recorder = presented(stage)
            try recorder.advance(seconds: 0.6)
            try recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 1)
            try recorder.advance(seconds: 0.6)
            #expect(stage.grid.presentedViewController === stage.detail)
            #expect(stage.detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(stage.detail.view.superview?.layer.name == "UITransitionView")
            #expect(stage.tiles[4].isHidden == false)
        }
    }

    @Test func aSidewaysDragOrARefusalDoesNotBegin() throws {
        try World().run {
            let options = UIViewController.Transition.ZoomOptions()
            var contexts: [(willBegin: Bool, velocity: CGVector)] = []
            options.interactiveDismissShouldBegin = { context in
                contexts.append((context.willBegin, context.velocity))
                return false
            }
            let stage = ZoomGridStage(options: options)
            let recorder = presented(stage)
            try recorder.advance(seconds: 0.6)
            try recorder.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 320), duration: 0.3)
            try recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3)
            try recorder.advance(seconds: 0.6)
            #expect(contexts.map(\.willBegin) == [false, true])
            #expect((contexts.last?.velocity.dy ?? 0) > 0)
            #expect(stage.grid.presentedViewController === stage.detail, "both refused")
        }
    }

    @Test func aDragDownPopsAPushedZoom() throws {
        try World().run {
            let stage = ZoomGridStage()
            let navigation = UINavigationController(rootViewController: stage.grid)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: navigation, scale: 1, threads: 1)
            navigation.pushViewController(stage.detail, animated: true)
            try recorder.advance(seconds: 0.6)
            try recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.3)
            try recorder.advance(seconds: 0.6)
            #expect(navigation.topViewController === stage.grid)
            #expect(navigation.viewControllers.count == 1)
        }
    }

    @Test func theDismissalRule() {
        func dismisses(_ down: CGFloat, _ speed: CGFloat) -> Bool {
            ZoomDismissInteraction.dismisses(
                translation: CGPoint(x: 0, y: down), velocity: CGPoint(x: 0, y: speed), height: 844)
        }
        #expect(dismisses(200, 0))
        #expect(!dismisses(60, 0))
        #expect(dismisses(20, 900))
        #expect(!dismisses(300, -900))
    }

    @Test func theScaleShrinksWithTheDragDownOnly() {
        #expect(ZoomDismissInteraction.scale(down: -100, height: 800) == 1)
        #expect(abs(ZoomDismissInteraction.scale(down: 400, height: 800) - 0.7) < 1e-12)
        #expect(ZoomDismissInteraction.scale(down: 5000, height: 800) == 0.4)
    }
}
