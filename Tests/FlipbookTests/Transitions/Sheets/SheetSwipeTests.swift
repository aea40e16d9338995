import Flipbook
import FlipbookTesting
import Foundation
import Testing

@MainActor
@Suite struct SheetSwipeTests {
    /// A page sheet presented over a list, settled, with a logging delegate.
    @MainActor private final class Stage {
        let home = makeListController(.systemBlue)
        let sheet = makeSheetController(.systemOrange)
        let delegate = LoggingSheetDelegate()
        let recorder: FrameRecorder

        init() {
            recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            sheet.modalPresentationStyle = .pageSheet
            sheet.presentationController?.delegate = delegate
            home.present(sheet, animated: false)
            delegate.calls.removeAll()
        }

        var isPresented: Bool { sheet.presentingViewController != nil }
    }

    @Test func theSheetFollowsTheFingerAndADragPastHalfwayDismisses() throws {
        try World().run {
            let stage = Stage()
            let finger = try stage.recorder.drag(
                from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.5, ending: .hold)
            #expect(abs(stage.sheet.view.frame.minY - (57 + 200)) < 1e-9, "the sheet moved as far as the finger")
            #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss"])
            #expect(stage.sheet.isBeingDismissed)
            let homeScale = stage.home.view.transform.a
            #expect(homeScale > 358.0 / 390 && homeScale < 1, "the card behind grows back as the sheet goes")
            assertGolden(stage.recorder.snapshot(), named: "page-sheet-swipe", at: 0.5, suite: "sheets")
            try stage.recorder.drag(finger, through: [CGPoint(x: 195, y: 760)], duration: 0.5)
            try stage.recorder.advance(seconds: 0.5)
            #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(!stage.isPresented)
            #expect(stage.home.view.transform == .identity)
        }
    }

    @Test func aShortSlowDragSpringsBackWithoutDismissing() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 1)
            #expect(stage.sheet.view.layer.presentation()!.frame.minY > 57 + 50, "still low just after release")
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.isPresented)
            #expect(stage.sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(abs(stage.home.view.transform.a - 358.0 / 390) < 1e-9)
            #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss"], "no didDismiss after a cancel")
        }
    }

    @Test func aQuickFlickDismissesEvenWhenShort() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 0.1)
            try stage.recorder.advance(seconds: 0.6)
            #expect(!stage.isPresented)
            #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        }
    }

    @Test func pullingUpRubberBands() throws {
        try World().run {
            let stage = Stage()
            let finger = try stage.recorder.drag(
                from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 0.5, ending: .hold)
            let top = stage.sheet.view.frame.minY
            let expected = 57 - (1 - 1 / (200 * 0.55 / 787 + 1)) * 787
            #expect(abs(top - expected) < 1e-9, "above its resting place, by less than the finger moved")
            try stage.recorder.drag(finger, through: [CGPoint(x: 195, y: 300)], duration: 0.2)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.isPresented && stage.sheet.view.frame.minY == 57)
        }
    }

    @Test func aModalSheetResistsAndTellsTheDelegate() throws {
        try World().run {
            let stage = Stage()
            stage.sheet.isModalInPresentation = true
            let finger = try stage.recorder.drag(
                from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.5, ending: .hold)
            let top = stage.sheet.view.frame.minY
            #expect(top > 57 && top < 57 + 200, "gives a little, far less than the finger")
            #expect(!stage.sheet.isBeingDismissed)
            try stage.recorder.drag(finger, through: [CGPoint(x: 195, y: 700)], duration: 0.1)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.isPresented && stage.sheet.view.frame.minY == 57)
            #expect(stage.delegate.calls == ["didAttemptToDismiss"], "shouldDismiss is not asked")
        }
    }

    @Test func aDelegateThatRefusesGetsTheAttempt() throws {
        try World().run {
            let stage = Stage()
            stage.delegate.allowsDismiss = false
            try stage.recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.2)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.isPresented)
            #expect(stage.delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
        }
    }

    @Test func dismissalsInCodeCallNoDelegateMethods() throws {
        try World().run {
            let stage = Stage()
            stage.sheet.dismiss(animated: true)
            try stage.recorder.advance(seconds: 0.6)
            #expect(!stage.isPresented && stage.delegate.calls.isEmpty)
        }
    }
}
