import Foundation

/// Answers a presentation controller's questions about adapting its style and about dismissals the user
/// starts (a sheet swiped down). Set it as a presentation controller's `delegate` (before presenting:
/// `viewController.presentationController?.delegate = self`). Every method is optional.
///
/// A swipe on a sheet calls, in UIKit's order: `presentationControllerShouldDismiss(_:)` as the drag
/// begins (not when `isModalInPresentation` is `true`); then either
/// `presentationControllerDidAttemptToDismiss(_:)` (refused: the sheet resists and springs back) or
/// `presentationControllerWillDismiss(_:)` (the interactive dismissal starts; it may still be
/// cancelled, which the transition coordinator reports) and, once the sheet is gone,
/// `presentationControllerDidDismiss(_:)`. Dismissals made in code call none of them, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use instead of the controller's in a compact environment: `.fullScreen` or
    /// `.overFullScreen` turn a sheet into a full-screen presentation; `.none` (the default) keeps it.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Like `adaptivePresentationStyle(for:)`, with the traits; the default asks that method.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether a swipe may dismiss the presentation. Default `true`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe is about to dismiss the presentation (the dismissal may still be cancelled).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed the presentation.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe tried to dismiss a presentation that refuses it (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` answered `false`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.none`: no adaptation. (A presentation controller tells this default from a delegate's own `.none`,
    /// as UIKit tells an unimplemented optional method from an implemented one: see `AdaptationQuestion`.)
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        AdaptationQuestion.delegateHadNoAnswer = true
        return .none
    }
    /// Asks `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// `true`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Asks a presentation controller's delegate how to adapt, telling "no answer" (the delegate implements
/// neither adaptation method, so the protocol's defaults ran) from an answer of `.none` ("do not adapt"),
/// which UIKit tells apart because the methods are optional: a popover adapts to a sheet on iPhone unless
/// its delegate answers `.none`.
@MainActor
enum AdaptationQuestion {
    /// Set by the default `adaptivePresentationStyle(for:)` while a question is asked.
    static var delegateHadNoAnswer = false

    /// The delegate's answer for `controller` in `traits`, or `nil` when it has none.
    static func ask(
        _ delegate: UIAdaptivePresentationControllerDelegate?, for controller: UIPresentationController,
        traitCollection traits: UITraitCollection
    ) -> UIModalPresentationStyle? {
        guard let delegate else { return nil }
        let outer = delegateHadNoAnswer
        delegateHadNoAnswer = false
        defer { delegateHadNoAnswer = outer }
        let answer = delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
        return delegateHadNoAnswer ? nil : answer
    }
}
