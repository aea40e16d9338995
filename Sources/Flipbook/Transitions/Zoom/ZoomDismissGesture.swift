import Foundation

/// The gestures on a zoomed-in view controller's view that dismiss (or pop) it, unless the zoom's
/// `interactiveDismissShouldBegin` says no: a pan that goes down more than sideways, and a two-finger pinch
/// that closes (iOS 18 dismisses a zoom either way).
@MainActor
enum ZoomDismissGesture {
    /// Adds the pan and the pinch to `zoomed`'s view (once) when its `preferredTransition` is a zoom.
    static func install(on zoomed: UIViewController) {
        guard let transition = zoomed.preferredTransition, transition.isZoom, transition.dismissGesture == nil,
            let view = zoomed.viewIfLoaded
        else { return }
        // Weak: the running transition owns the interaction; holding it here would close a cycle (interaction →
        // zoomed controller → view → pan → this closure) that a transition abandoned mid-drag never breaks.
        weak var interaction: ZoomDismissInteraction?
        let pan = UIPanGestureRecognizer { [weak zoomed, weak transition] pan in
            guard let zoomed, let transition else { return }
            let translation = pan.translation(in: nil)
            switch pan.state {
            case .began:
                let velocity = pan.velocity(in: nil)
                interaction = begin(
                    zoomed, transition: transition, at: pan.location(in: zoomed.viewIfLoaded),
                    velocity: CGVector(dx: velocity.x, dy: velocity.y),
                    willBegin: translation.y > 0 && translation.y >= abs(translation.x))
                interaction?.update(translation: translation)
            case .changed:
                interaction?.update(translation: translation)
            case .ended, .cancelled:
                let velocity = pan.velocity(in: nil)
                let height = zoomed.viewIfLoaded?.bounds.height ?? 1
                let finish =
                    pan.state == .ended
                    && ZoomDismissInteraction.dismisses(translation: translation, velocity: velocity, height: height)
                interaction?.end(velocity: velocity, finish: finish)
                interaction = nil
            default:
                break
            }
        }
        pan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(pan)
        transition.dismissGesture = pan

        weak var pinchInteraction: ZoomDismissInteraction?
        var start = CGPoint.zero
        let pinch = UIPinchGestureRecognizer { [weak zoomed, weak transition] pinch in
            guard let zoomed, let transition else { return }
            let location = pinch.location(in: nil)
            switch pinch.state {
            case .began:
                start = location
                // A pinch has no pan velocity; UIKit's context reports the fingers' midpoint and would begin
                // when the fingers close.
                pinchInteraction = begin(
                    zoomed, transition: transition, at: pinch.location(in: zoomed.viewIfLoaded), velocity: .zero,
                    willBegin: pinch.scale < 1)
                pinchInteraction?.update(translation: .zero, pinchScale: pinch.scale)
            case .changed:
                let moved = CGPoint(x: location.x - start.x, y: location.y - start.y)
                pinchInteraction?.update(translation: moved, pinchScale: pinch.scale)
            case .ended, .cancelled:
                let finish =
                    pinch.state == .ended
                    && ZoomDismissInteraction.dismisses(pinchScale: pinch.scale, velocity: pinch.velocity)
                pinchInteraction?.end(velocity: .zero, finish: finish)
                pinchInteraction = nil
            default:
                break
            }
        }
        view.addGestureRecognizer(pinch)
        transition.dismissPinch = pinch
    }

    /// Takes the pan and the pinch off again (the zoomed view controller was dismissed or popped).
    static func remove(from zoomed: UIViewController) {
        guard let transition = zoomed.preferredTransition else { return }
        if let pan = transition.dismissGesture { pan.view?.removeGestureRecognizer(pan) }
        if let pinch = transition.dismissPinch { pinch.view?.removeGestureRecognizer(pinch) }
        transition.dismissGesture = nil
        transition.dismissPinch = nil
    }

    /// Starts the dismissal (or pop) a gesture asks for, if it may begin; the interaction that drives it.
    /// `willBegin` is whether UIKit would begin it by itself.
    private static func begin(
        _ zoomed: UIViewController, transition: UIViewController.Transition, at location: CGPoint,
        velocity: CGVector, willBegin: Bool
    ) -> ZoomDismissInteraction? {
        let context = UIViewController.Transition.ZoomOptions.InteractionContext(
            location: location, velocity: velocity, willBegin: willBegin)
        let allowed = transition.zoomOptions?.interactiveDismissShouldBegin?(context) ?? willBegin
        guard allowed else { return nil }
        let interaction = ZoomDismissInteraction(transition: transition)
        transition.pendingInteraction = interaction
        if zoomed.ownPresenting != nil {
            zoomed.dismiss(animated: true)
        } else if let navigation = zoomed.navigationController, navigation.topViewController === zoomed {
            navigation.popViewController(animated: true)
        }
        guard transition.pendingInteraction == nil else {
            // Nothing took the interaction (the dismissal or pop was refused).
            transition.pendingInteraction = nil
            return nil
        }
        return interaction
    }
}
