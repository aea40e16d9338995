import Flipbook
import FlipbookTesting
import Foundation
import Testing

@MainActor
@Suite struct ZoomTransitionAnimatorTests {
    @Test func aPresentedDetailGrowsOutOfTheTileWhichHidesMeanwhile() throws {
        try World().run {
            let stage = ZoomGridStage()
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: stage.grid, scale: 1, threads: 1)
            stage.grid.present(stage.detail, animated: true)
            #expect(stage.tiles[4].isHidden, "the source view is hidden while the zoom flies")
            #expect(stage.providerCalls.count == 1)
            #expect(
                stage.providerCalls.first?.source === stage.grid && stage.providerCalls.first?.zoomed === stage.detail)
            try recorder.advance(seconds: 0.1)
            let early = stage.detail.view.layer.presentation()!.transform.m11
            #expect(early > 110.0 / 390 && early < 1, "growing: \(early)")
            assertGolden(recorder.snapshot(), named: "zoom-present", at: 0.1, suite: "zoom")
            try recorder.advance(seconds: 0.15)
            assertGolden(recorder.snapshot(), named: "zoom-present", at: 0.25, suite: "zoom")
            try recorder.advance(seconds: 0.4)
            #expect(stage.grid.presentedViewController === stage.detail)
            #expect(stage.detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(stage.detail.view.transform == .identity)
            #expect(!stage.tiles[4].isHidden, "shown again once the zoom landed")
            #expect(stage.detail.modalPresentationStyle == .automatic)
            #expect(stage.detail.presentationController?.presentationStyle == .fullScreen, "a zoom covers the screen")
        }
    }

    @Test func aZoomPresentsInFullScreenEvenWhenAskedForASheet() throws {
        try World().run {
            let stage = ZoomGridStage()
            stage.detail.modalPresentationStyle = .pageSheet
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: stage.grid, scale: 1, threads: 1)
            stage.grid.present(stage.detail, animated: true)
            try recorder.advance(seconds: 0.7)
            #expect(stage.detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(stage.detail.sheetPresentationController == nil)
        }
    }

    @Test func dismissalAsksForTheSourceAgainAndShrinksIntoIt() throws {
        try World().run {
            let stage = ZoomGridStage()
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: stage.grid, scale: 1, threads: 1)
            stage.grid.present(stage.detail, animated: false)
            stage.sourceIndex = 0
            let asked = stage.providerCalls.count
            stage.detail.dismiss(animated: true)
            #expect(stage.providerCalls.count == asked + 1)
            #expect(stage.tiles[0].isHidden && !stage.tiles[4].isHidden)
            try recorder.advance(seconds: 0.2)
            assertGolden(recorder.snapshot(), named: "zoom-dismiss", at: 0.2, suite: "zoom")
            let frame = stage.detail.view.layer.presentation()!.frame
            #expect(frame.width < 390 && frame.midX < 195, "shrinking towards the first tile: \(frame)")
            try recorder.advance(seconds: 0.5)
            #expect(stage.grid.presentedViewController == nil)
            #expect(!stage.tiles[0].isHidden)
            #expect(stage.grid.view.window != nil)
        }
    }

    @Test func aPushZoomsAndAPopZoomsBack() throws {
        try World().run {
            let stage = ZoomGridStage()
            let navigation = UINavigationController(rootViewController: stage.grid)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: navigation, scale: 1, threads: 1)
            navigation.pushViewController(stage.detail, animated: true)
            #expect(stage.providerCalls.last?.source === stage.grid)
            try recorder.advance(seconds: 0.15)
            assertGolden(recorder.snapshot(), named: "zoom-push", at: 0.15, suite: "zoom")
            try recorder.advance(seconds: 0.5)
            #expect(navigation.topViewController === stage.detail)
            #expect(stage.detail.view.transform == .identity && stage.grid.view.superview == nil)
            navigation.popViewController(animated: true)
            #expect(stage.tiles[4].isHidden)
            try recorder.advance(seconds: 0.7)
            #expect(navigation.topViewController === stage.grid)
            #expect(!stage.tiles[4].isHidden && stage.detail.view.superview == nil)
        }
    }

    @Test func theOptionsDimAndAlignAsAsked() throws {
        try World().run {
            let options = UIViewController.Transition.ZoomOptions()
            options.dimmingColor = UIColor.red.withAlphaComponent(0.5)
            var alignmentAsked: UIView?
            options.alignmentRectProvider = { context in
                alignmentAsked = context.sourceView
                return CGRect(x: 0, y: 0, width: 390, height: 390)
            }
            let stage = ZoomGridStage(options: options)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: stage.grid, scale: 1, threads: 1)
            stage.grid.present(stage.detail, animated: true)
            #expect(alignmentAsked === stage.tiles[4])
            // At the start the header (the alignment rect) covers the tile exactly.
            let start = stage.detail.view.layer.presentation()!
            let tile = stage.tiles[4].frame
            #expect(abs(start.transform.m11 - 110.0 / 390) < 1e-9)
            #expect(abs(stage.detail.view.superview!.layer.presentation()!.frame.minX - tile.minX) < 1e-9)
            try recorder.advance(seconds: 0.25)
            assertGolden(recorder.snapshot(), named: "zoom-options", at: 0.25, suite: "zoom")
        }
    }

    @Test func theModalStylesPresentAsTheirTransitionStylesDo() throws {
        try World().run {
            let home = UIViewController()
            let detail = UIViewController()
            detail.preferredTransition = .crossDissolve
            detail.modalPresentationStyle = .fullScreen
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            home.present(detail, animated: true)
            try recorder.advance(seconds: 0.1)
            let alpha = detail.view.layer.presentation()!.opacity
            #expect(alpha > 0 && alpha < 1, "cross-fading: \(alpha)")
            #expect(detail.view.frame.minY == 0)
            try recorder.advance(seconds: 0.5)
            #expect(home.presentedViewController === detail)
        }
    }

    @Test func aSourceViewProviderAnsweringNilFadesTheViewInstead() throws {
        try World().run {
            let home = UIViewController()
            let detail = UIViewController()
            detail.preferredTransition = .zoom { _ in nil }
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            home.present(detail, animated: true)
            try recorder.advance(seconds: 0.1)
            let clip = detail.view.superview!.layer.presentation()!
            #expect(clip.opacity > 0 && clip.opacity < 1)
            try recorder.advance(seconds: 0.6)
            #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        }
    }
}
