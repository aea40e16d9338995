import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Logs the calls a popover makes on its delegate; answers `adaptation` (`.none` by default: stay a popover;
/// `nil`: no answer, as a delegate that implements neither adaptation method, so UIKit's own adaptation applies).
@MainActor
final class LoggingPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var calls: [String] = []
    var adaptation: UIModalPresentationStyle? = UIModalPresentationStyle.none

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        calls.append("adaptivePresentationStyle")
        return adaptation ?? adaptivePresentationStyle(for: controller)
    }
    var allowsDismiss = true
    var moveTo: (rect: CGRect, view: UIView)?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        calls.append("prepare")
    }
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        calls.append("shouldDismissPopover")
        return allowsDismiss
    }
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        calls.append("didDismissPopover")
    }
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<UIView>
    ) {
        calls.append("willReposition \(rect.pointee)")
        if let moveTo {
            rect.pointee = moveTo.rect
            view.pointee = moveTo.view
        }
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss \(presentationController is UIPopoverPresentationController)")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
}

@MainActor
@Suite struct UIPopoverPresentationControllerTests {
    /// A list screen with a 44-point button at (170, 200) and a popover of 200 × 160 points aimed at it.
    @MainActor
    final class Stage {
        let home = makeListController(.systemBlue)
        let button = UIView(frame: CGRect(x: 170, y: 200, width: 44, height: 44))
        let menu = makeSheetController(.systemOrange)
        let recorder: FrameRecorder
        let delegate: LoggingPopoverDelegate

        init(delegate: LoggingPopoverDelegate = LoggingPopoverDelegate()) {
            self.delegate = delegate
            button.backgroundColor = .systemRed
            home.view.addSubview(button)
            recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            menu.modalPresentationStyle = .popover
            menu.preferredContentSize = CGSize(width: 200, height: 160)
            menu.popoverPresentationController?.sourceView = button
            menu.popoverPresentationController?.delegate = delegate
        }

        var popover: UIPopoverPresentationController? { menu.popoverPresentationController }
    }

    @Test func onIPhoneAPopoverAdaptsToASheetByDefault() {
        World().run {
            let stage = Stage()
            stage.delegate.adaptation = nil
            let popover = stage.popover
            popover?.adaptiveSheetPresentationController.detents = [.medium()]
            #expect(popover?.adaptivePresentationStyle == .formSheet)
            stage.delegate.calls = []
            stage.home.present(stage.menu, animated: true)
            VirtualClock.shared.advance(by: 0.6)
            #expect(stage.menu.presentationController === popover, "still the popover controller, as in UIKit")
            #expect(stage.menu.sheetPresentationController == nil)
            #expect(stage.menu.view.frame.minX == 0 && stage.menu.view.frame.width == 390, "a sheet's frame")
            #expect(stage.menu.view.frame.minY > 400, "at the adaptive sheet's medium detent")
            #expect(popover?.arrowDirection == .unknown)
            #expect(stage.delegate.calls == ["adaptivePresentationStyle"], "no prepare: that is for popovers")
            withExtendedLifetime(stage) {}
        }
    }

    @Test func aDelegateAnsweringNoneGetsARealPopover() {
        World().run {
            let stage = Stage()
            stage.home.present(stage.menu, animated: true)
            VirtualClock.shared.advance(by: 0.3)
            let popover = stage.popover
            #expect(stage.menu.presentationController === popover)
            #expect(popover?.adaptivePresentationStyle == .popover)
            #expect(popover?.arrowDirection == .up, "the only side with room for all of it")
            #expect(stage.menu.view.frame == CGRect(x: 92, y: 244, width: 200, height: 173), "arrow included")
            #expect(stage.menu.view.safeAreaInsets.top == 13, "the arrow's room")
            #expect(stage.menu.view.layer.mask != nil, "clipped to the bubble")
            #expect(stage.home.view.superview === stage.recorder.window, "the screen behind stays")
            #expect(stage.delegate.calls == ["adaptivePresentationStyle", "prepare"])
        }
    }

    @Test func theSourceRectAndPermittedDirectionsPlaceIt() {
        World().run {
            let stage = Stage()
            stage.popover?.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
            stage.popover?.permittedArrowDirections = .right
            stage.home.present(stage.menu, animated: false)
            #expect(stage.popover?.arrowDirection == .right)
            #expect(stage.menu.view.frame == CGRect(x: 10, y: 125, width: 160, height: 160), "cut to the room there")
        }
    }

    @Test func aBarButtonItemsPopoverPointsUpAtItsBar() throws {
        try World().run {
            let list = makeListController(.systemBlue)
            let more = UIBarButtonItem(systemItem: .action)
            list.navigationItem.rightBarButtonItem = more
            let navigation = UINavigationController(rootViewController: list)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: navigation, scale: 1, threads: 1)
            let menu = makeSheetController(.systemOrange)
            let delegate = LoggingPopoverDelegate()
            menu.modalPresentationStyle = .popover
            menu.preferredContentSize = CGSize(width: 220, height: 200)
            menu.popoverPresentationController?.barButtonItem = more
            menu.popoverPresentationController?.permittedArrowDirections = .left
            menu.popoverPresentationController?.delegate = delegate
            navigation.present(menu, animated: false)
            let itemFrame = try #require(more.frame(in: recorder.window))
            #expect(menu.popoverPresentationController?.arrowDirection == .up, "the bar decides, not the mask")
            #expect(menu.popoverPresentationController?.sourceItem === more)
            #expect(menu.view.frame.minY == itemFrame.maxY)
            #expect(menu.view.frame.maxX == 380, "held inside the right margin")
        }
    }

    @Test func withoutASourceThePresentationIsRefusedWithAClearError() {
        World().run {
            let stage = Stage()
            stage.popover?.sourceView = nil
            stage.home.present(stage.menu, animated: true)
            #expect(stage.home.presentedViewController == nil)
            let errors = TransitionDiagnostics.shared.takeErrors()
            #expect(errors.count == 1)
            #expect("\(errors)".contains("should have a non-nil sourceView"))
        }
    }

    @Test func itFadesInAndOut() {
        World().run {
            let stage = Stage()
            stage.home.present(stage.menu, animated: true)
            VirtualClock.shared.advance(by: 0.1)
            let alpha = stage.menu.view.layer.presentation()?.opacity ?? 0
            #expect(alpha > 0.2 && alpha < 0.8, "half way: \(alpha)")
            #expect(stage.menu.view.frame.minY == 244, "no movement")
            VirtualClock.shared.advance(by: 0.2)
            stage.menu.dismiss(animated: true)
            VirtualClock.shared.advance(by: 0.1)
            let fading = stage.menu.view.layer.presentation()?.opacity ?? 0
            #expect(fading > 0.2 && fading < 0.8, "half way out: \(fading)")
            VirtualClock.shared.advance(by: 0.2)
            #expect(stage.home.presentedViewController == nil)
            #expect(stage.menu.view.layer.mask == nil, "the bubble's mask is gone")
            #expect(stage.menu.view.safeAreaInsets.top == 0 || stage.menu.view.window == nil)
        }
    }

    @Test func aTapOutsideDismissesItAndTellsTheDelegate() throws {
        try World().run {
            let stage = Stage()
            stage.home.present(stage.menu, animated: false)
            stage.delegate.calls = []
            try stage.recorder.tap(at: CGPoint(x: 60, y: 600))
            try stage.recorder.advance(seconds: 0.3)
            #expect(stage.home.presentedViewController == nil)
            #expect(
                stage.delegate.calls == [
                    "shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismissPopover", "didDismiss true",
                ])
        }
    }

    @Test func aTapOnAPassthroughViewOrInsideDoesNotDismiss() throws {
        try World().run {
            let stage = Stage()
            var taps = 0
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            stage.button.addGestureRecognizer(tap)
            stage.popover?.passthroughViews = [stage.button]
            stage.home.present(stage.menu, animated: false)
            try stage.recorder.tap(at: CGPoint(x: 190, y: 220))
            try stage.recorder.tap(at: CGPoint(x: 190, y: 350))
            try stage.recorder.advance(seconds: 0.3)
            #expect(taps == 1, "the passthrough view took its tap")
            #expect(stage.home.presentedViewController === stage.menu)
            #expect(stage.delegate.calls == ["adaptivePresentationStyle", "prepare"])
        }
    }

    @Test func aRefusedTapOutsideOnlyReportsTheAttempt() throws {
        try World().run {
            let stage = Stage()
            stage.delegate.allowsDismiss = false
            stage.home.present(stage.menu, animated: false)
            stage.delegate.calls = []
            try stage.recorder.tap(at: CGPoint(x: 60, y: 600))
            try stage.recorder.advance(seconds: 0.3)
            #expect(stage.home.presentedViewController === stage.menu)
            #expect(stage.delegate.calls == ["shouldDismissPopover", "didAttemptToDismiss"])
        }
    }

    @Test func whenTheSourceMovesTheDelegateMayRepositionIt() {
        World().run {
            let stage = Stage()
            stage.home.present(stage.menu, animated: false)
            stage.delegate.calls = []
            stage.button.frame.origin = CGPoint(x: 40, y: 200)
            let target = UIView(frame: CGRect(x: 175, y: 120, width: 20, height: 20))
            stage.home.view.addSubview(target)
            stage.delegate.moveTo = (target.bounds, target)
            stage.menu.view.superview?.setNeedsLayout()
            stage.menu.view.superview?.layoutIfNeeded()
            #expect(stage.delegate.calls == ["willReposition \(CGRect(x: 0, y: 0, width: 44, height: 44))"])
            #expect(stage.popover?.sourceView === target)
            #expect(stage.menu.view.frame.minY == 140, "below its new source")
        }
    }
}
