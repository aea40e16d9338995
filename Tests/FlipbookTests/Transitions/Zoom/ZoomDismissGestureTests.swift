import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// The pinch that dismisses a zoom (the drag is in `ZoomDismissInteractionTests`).
@MainActor
@Suite struct ZoomDismissGestureTests {
    private func presented(_ stage: ZoomGridStage) throws -> FrameRecorder {
        let recorder = FrameRecorder(device: .iPhone14, rootViewController: stage.grid, scale: 1, threads: 1)
        stage.grid.present(stage.detail, animated: true)
        try recorder.advance(seconds: 0.6)
        return recorder
    }

    @Test func aPinchShrinksTheViewWithTheFingersAndClosingFarDismissesIntoTheSource() throws {
        try World().run {
            let stage = ZoomGridStage()
            let recorder = try presented(stage)
            let hand = try recorder.pinch(
                at: CGPoint(x: 195, y: 422), from: 240, to: 120, duration: 0.4, movingTo: CGPoint(x: 215, y: 462),
                ending: .hold)
            #expect(stage.detail.isBeingDismissed)
            let layer = stage.detail.view.layer
            #expect(abs(layer.transform.m11 - 0.5) < 1e-9, "half as far apart, half the size")
            let clip = layer.superlayer!.frame
            // It follows the fingers' midpoint from where the pinch began (a few points into the move).
            #expect(abs(clip.midX - 215) < 3 && abs(clip.midY - 462) < 6, "\(clip)")
            assertGolden(recorder.snapshot(), named: "zoom-pinch", at: 0.4, suite: "zoom")
            hand.up()
            try recorder.advance(seconds: 0.7)
            #expect(stage.grid.presentedViewController == nil)
            #expect(!stage.tiles[4].isHidden)
        }
    }

    @Test func aSmallSlowPinchSpringsBack() throws {
        try World().run {
            let stage = ZoomGridStage()
            let recorder = try presented(stage)
            try recorder.pinch(at: CGPoint(x: 195, y: 422), from: 200, to: 180, duration: 1)
            try recorder.advance(seconds: 0.6)
            #expect(stage.grid.presentedViewController === stage.detail)
            #expect(stage.detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        }
    }

    @Test func spreadingTheFingersOrARefusalDoesNotBegin() throws {
        try World().run {
            let options = UIViewController.Transition.ZoomOptions()
            var contexts: [(willBegin: Bool, location: CGPoint)] = []
            var allows = false
            options.interactiveDismissShouldBegin = { context in
                contexts.append((context.willBegin, context.location))
                return allows
            }
            let stage = ZoomGridStage(options: options)
            let recorder = try presented(stage)
            try recorder.pinch(at: CGPoint(x: 195, y: 422), from: 100, to: 300, duration: 0.3)
            try recorder.pinch(at: CGPoint(x: 195, y: 422), from: 300, to: 100, duration: 0.3)
            try recorder.advance(seconds: 0.6)
            #expect(contexts.map(\.willBegin) == [false, true])
            #expect(contexts.last?.location == CGPoint(x: 195, y: 422))
            #expect(stage.grid.presentedViewController === stage.detail, "both refused")
            allows = true
            try recorder.pinch(at: CGPoint(x: 195, y: 422), from: 300, to: 100, duration: 0.3)
            try recorder.advance(seconds: 0.7)
            #expect(stage.grid.presentedViewController == nil, "allowed, the same pinch dismisses")
        }
    }

    @Test func aPinchPopsAPushedZoom() throws {
        try World().run {
            let stage = ZoomGridStage()
            let navigation = UINavigationController(rootViewController: stage.grid)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: navigation, scale: 1, threads: 1)
            navigation.pushViewController(stage.detail, animated: true)
            try recorder.advance(seconds: 0.6)
            try recorder.pinch(at: CGPoint(x: 195, y: 422), from: 260, to: 100, duration: 0.2)
            try recorder.advance(seconds: 0.7)
            #expect(navigation.viewControllers.count == 1)
        }
    }

    @Test func thePinchDismissalRule() {
        #expect(ZoomDismissInteraction.dismisses(pinchScale: 0.6, velocity: 0))
        #expect(!ZoomDismissInteraction.dismisses(pinchScale: 0.9, velocity: 0))
        #expect(ZoomDismissInteraction.dismisses(pinchScale: 0.95, velocity: -2))
        #expect(!ZoomDismissInteraction.dismisses(pinchScale: 0.5, velocity: 2))
    }
}
