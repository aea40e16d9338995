import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Sheets in compact height (iPhone landscape): full screen by default, or attached to the bottom edge.
@MainActor
@Suite struct SheetEdgeAttachedTests {
    @MainActor private final class Stage {
        let home = makeListController(.systemBlue)
        let sheet = makeSheetController(.systemOrange)
        let recorder: FrameRecorder
        var controller: UISheetPresentationController { sheet.sheetPresentationController! }

        init(edgeAttached: Bool, preferredWidth: CGFloat? = nil) {
            recorder = FrameRecorder(device: .iPhone14.landscape, rootViewController: home, scale: 1, threads: 1)
            sheet.modalPresentationStyle = .pageSheet
            controller.prefersEdgeAttachedInCompactHeight = edgeAttached
            controller.prefersGrabberVisible = true
            if let preferredWidth {
                sheet.preferredContentSize = CGSize(width: preferredWidth, height: 0)
                controller.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            }
            home.present(sheet, animated: true)
        }
    }

    @Test func byDefaultACompactHeightSheetCoversTheScreen() throws {
        try World().run {
            let stage = Stage(edgeAttached: false)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.sheet.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        }
    }

    @Test func anEdgeAttachedSheetIsCentredAsWideAsThePortraitScreenAndTheScreenBehindDims() throws {
        try World().run {
            let stage = Stage(edgeAttached: true)
            try stage.recorder.advance(seconds: 0.2)
            assertGolden(stage.recorder.snapshot(), named: "sheet-edge-attached-rising", at: 0.2, suite: "sheets")
            try stage.recorder.advance(seconds: 0.4)
            #expect(stage.sheet.view.frame == CGRect(x: 227, y: 10, width: 390, height: 380))
            #expect(stage.home.view.transform == .identity, "nothing shrinks back in compact height")
            assertGolden(stage.recorder.snapshot(), named: "sheet-edge-attached", at: 0.6, suite: "sheets")
        }
    }

    @Test func theWidthCanFollowThePreferredContentSize() throws {
        try World().run {
            let stage = Stage(edgeAttached: true, preferredWidth: 560)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.sheet.view.frame == CGRect(x: 142, y: 10, width: 560, height: 380))
            stage.controller.widthFollowsPreferredContentSizeWhenEdgeAttached = false
            #expect(stage.sheet.view.frame.width == 390)
        }
    }

    @Test func anEdgeAttachedSheetIsSwipedAway() throws {
        try World().run {
            let stage = Stage(edgeAttached: true)
            try stage.recorder.advance(seconds: 0.6)
            try stage.recorder.drag(from: CGPoint(x: 422, y: 60), to: CGPoint(x: 422, y: 300), duration: 0.3)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.sheet.presentingViewController == nil)
        }
    }

    @Test func portraitIgnoresThePreference() throws {
        try World().run {
            let home = makeListController(.systemBlue)
            let sheet = makeSheetController(.systemOrange)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            sheet.modalPresentationStyle = .pageSheet
            sheet.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
            home.present(sheet, animated: false)
            #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            withExtendedLifetime(recorder) {}
        }
    }
}
