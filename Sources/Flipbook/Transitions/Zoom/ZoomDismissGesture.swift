import Foundation

/// The pan on a zoomed-in view controller's view that dismisses (or pops) it: a drag that goes down more
/// than sideways begins it, unless the zoom's `interactiveDismissShouldBegin` says no.
@MainActor
enum ZoomDismissGesture {
    /// Adds the pan to `zoomed`'s view (once) when its `preferredTransition` is a zoom.
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
                interaction = begin(zoomed, transition: transition, pan: pan)
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
    }

    /// Takes the pan off again (the zoomed view controller was dismissed or popped).
    static func remove(from zoomed: UIViewController) {
        guard let transition = zoomed.preferredTransition, let pan = transition.dismissGesture else { return }
        pan.view?.removeGestureRecognizer(pan)
        transition.dismissGesture = nil
    }

    /// Starts the dismissal (or pop) the drag asks for, if it may begin; the interaction that drives it.
    private static func begin(
        _ zoomed: UIViewController, transition: UIViewController.Transition, pan: UIPanGestureRecognizer
    ) -> ZoomDismissInteraction? {
        let translation = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)
        let systemWouldBegin = translation.y > 0 && translation.y >= abs(translation.x)
        let context = UIViewController.Transition.ZoomOptions.InteractionContext(
            location: pan.location(in: zoomed.viewIfLoaded), velocity: CGVector(dx: velocity.x, dy: velocity.y),
            willBegin: systemWouldBegin)
        let allowed = transition.zoomOptions?.interactiveDismissShouldBegin?(context) ?? systemWouldBegin
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
