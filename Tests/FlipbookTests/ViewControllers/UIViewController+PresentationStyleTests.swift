import Flipbook
import Foundation
import Testing

/// How `modalPresentationStyle` resolves: `.automatic` (the default) is a page sheet, with or without a
/// transitioning delegate, as in UIKit since iOS 13.
@MainActor
@Suite struct UIViewControllerPresentationStyleTests {
    /// A 390×844 window with `a` at its root, and `b` (a plain `LoggedViewController` whose style is reset to
    /// UIKit's default).
    private func stage() -> (UIWindow, LoggedViewController, LoggedViewController, CallLog) {
        let window = makeTestWindow(width: 390, height: 844)
        let log = CallLog()
        let a = LoggedViewController("A", log: log, color: .red)
        let b = LoggedViewController("B", log: log, color: .blue)
        b.modalPresentationStyle = .automatic
        window.rootViewController = a
        return (window, a, b, log)
    }

    @Test func theDefaultIsAutomaticAndAPlainPresentationIsAPageSheet() {
        #expect(UIViewController().modalPresentationStyle == .automatic)
        let (window, a, b, _) = stage()
        let before = b.presentationController
        #expect(before is UISheetPresentationController, "the sheet exists before the presentation")
        #expect(before?.presentationStyle == .pageSheet)
        #expect(b.sheetPresentationController === before)
        a.present(b, animated: true)
        VirtualClock.shared.advance(by: 1)
        #expect(b.presentationController === before)
        #expect(a.view.superview === window, "a sheet keeps the presenting view in the window")
        #expect(b.view.frame.minY > 0 && b.view.layer.cornerRadius > 0, "a card below the top")
    }

    @Test func aTransitioningDelegateRunsItsAnimatorInsideTheSheet() throws {
        let (window, a, b, log) = stage()
        let delegate = LoggedTransitioningDelegate(log: log)
        let animator = LoggedAnimator(log: log, duration: 0.4)
        delegate.presentAnimator = animator
        delegate.makePresentationController = { presented, presenting in
            UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
        b.transitioningDelegate = delegate
        let sheet = try #require(b.sheetPresentationController)
        _ = log.take()
        a.present(b, animated: true)
        let context = try #require(animator.lastContext)
        #expect(!log.entries.contains("delegate.presentationController"), "asked only for .custom")
        #expect(log.entries.contains("animator.animateTransition"))
        #expect(context.view(forKey: .from) == nil, "the presenting view is not the animator's")
        #expect(context.presentationStyle == .pageSheet)
        #expect(context.finalFrame(for: b) == sheet.frameOfPresentedViewInContainerView)
        VirtualClock.shared.advance(by: 1)
        #expect(b.presentationController === sheet)
        #expect(a.view.superview === window, "the presenter stays")
        #expect(!log.entries.contains("A.viewWillDisappear") && !log.entries.contains("A.viewDidDisappear"))
        #expect(b.view.frame == sheet.frameOfPresentedViewInContainerView)
    }

    @Test func fullScreenAndNoneCoverTheScreenAndRemoveThePresenter() {
        for style in [UIModalPresentationStyle.fullScreen, .none] {
            let (window, a, b, _) = stage()
            b.modalPresentationStyle = style
            #expect(b.presentationController == nil && b.sheetPresentationController == nil)
            a.present(b, animated: false)
            #expect(b.presentationController?.presentationStyle == .fullScreen)
            #expect(b.view.frame == window.bounds)
            #expect(a.view.superview == nil, "\(style) removes the presenting view")
        }
    }

    @Test func aZoomPresentsASheetStyleInFullScreen() {
        let (window, a, b, _) = stage()
        b.preferredTransition = .zoom { _ in nil }
        #expect(b.sheetPresentationController == nil)
        a.present(b, animated: false)
        #expect(!(b.presentationController is UISheetPresentationController))
        #expect(b.view.frame == window.bounds)
    }
}
