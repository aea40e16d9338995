import Flipbook
import FlipbookTesting
import Foundation
import Testing

@MainActor
@Suite struct SheetDetentTests {
    /// Logs the detent changes a sheet reports.
    @MainActor private final class DetentDelegate: NSObject, UISheetPresentationControllerDelegate {
        var calls: [String] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            calls.append("didChange \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            calls.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("didDismiss")
        }
    }

    /// A page sheet with medium and large detents (at medium, with a grabber, the list behind undimmed).
    @MainActor private final class Stage {
        let home = makeListController(.systemBlue)
        let sheet = makeSheetController(.systemOrange)
        let delegate = DetentDelegate()
        let recorder: FrameRecorder
        var taps = 0

        init() {
            recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            home.view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in taps += 1 })
            sheet.modalPresentationStyle = .pageSheet
            if let controller = sheet.sheetPresentationController {
                controller.detents = [.medium(), .large()]
                controller.prefersGrabberVisible = true
                controller.largestUndimmedDetentIdentifier = .medium
                controller.delegate = delegate
            }
            home.present(sheet, animated: true)
        }
    }

    /// iPhone 14: 844 points tall, 47 at the top and 34 at the bottom for the safe area.
    private let largest: CGFloat = 844 - 34 - 57
    private var mediumTop: CGFloat { 844 - 34 - (largest / 2).rounded() }

    @Test func aMediumSheetLeavesTheScreenBehindUndimmedAndTouchable() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.sheet.view.frame == CGRect(x: 0, y: mediumTop, width: 390, height: 844 - mediumTop))
            #expect(stage.home.view.transform == .identity, "only the large detent shrinks the screen behind")
            let grabber = try #require(stage.sheet.view.subviews.last)
            #expect(grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
            try stage.recorder.tap(at: CGPoint(x: 100, y: 200))
            #expect(stage.taps == 1, "the undimmed screen behind takes the tap")
            assertGolden(stage.recorder.snapshot(), named: "sheet-medium-grabber", at: 0.6, suite: "sheets")
        }
    }

    @Test func draggingUpSettlesAtLargeAndTellsTheDelegate() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.advance(seconds: 0.6)
            try stage.recorder.drag(
                from: CGPoint(x: 195, y: mediumTop + 40), to: CGPoint(x: 195, y: mediumTop - 160), duration: 0.4)
            try stage.recorder.advance(seconds: 0.5)
            #expect(stage.sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
            #expect(stage.delegate.calls == ["didChange com.apple.UIKit.large"])
            #expect(stage.sheet.view.frame.minY == 57)
            #expect(abs(stage.home.view.transform.a - 358.0 / 390) < 1e-9)
            try stage.recorder.tap(at: CGPoint(x: 100, y: 30))
            #expect(stage.taps == 0, "dimmed at large: the screen behind takes no touches")
        }
    }

    @Test func animateChangesMovesTheSheetOnItsSpring() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.advance(seconds: 0.6)
            let controller = try #require(stage.sheet.sheetPresentationController)
            controller.animateChanges { controller.selectedDetentIdentifier = .large }
            try stage.recorder.advance(seconds: 0.1)
            let top = try #require(stage.sheet.view.layer.presentation()).frame.minY
            #expect(top < mediumTop && top > 57, "on its way: \(top)")
            try stage.recorder.advance(seconds: 0.5)
            #expect(stage.sheet.view.frame.minY == 57)
            #expect(stage.delegate.calls.isEmpty, "changes made in code are not reported")
        }
    }

    @Test func customDetentsResolveAgainstTheLargestValue() throws {
        try World().run {
            let home = makeListController(.systemBlue)
            let sheet = makeSheetController(.systemGreen)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            var seen: CGFloat = 0
            sheet.modalPresentationStyle = .pageSheet
            sheet.sheetPresentationController?.detents = [
                .custom(identifier: .init("quarter")) { context in
                    seen = context.maximumDetentValue
                    return context.maximumDetentValue / 4
                }
            ]
            home.present(sheet, animated: false)
            #expect(seen == largest)
            #expect(sheet.view.frame.minY == 844 - 34 - largest / 4)
            withExtendedLifetime(recorder) {}
        }
    }

    @Test func throwingAMediumSheetDownDismissesIt() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.advance(seconds: 0.6)
            try stage.recorder.drag(
                from: CGPoint(x: 195, y: mediumTop + 40), to: CGPoint(x: 195, y: mediumTop + 200), duration: 0.15)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.sheet.presentingViewController == nil)
            #expect(stage.delegate.calls == ["willDismiss", "didDismiss"])
        }
    }
}
