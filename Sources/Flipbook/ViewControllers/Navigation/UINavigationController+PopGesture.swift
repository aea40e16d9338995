import Foundation

/// The interactive pop's bookkeeping: the interaction the edge swipe drives while it pops.
@MainActor
struct PopGestureState {
    /// Set while the gesture drives a pop: a percent-driven one for the default slide (made when the swipe
    /// begins), replaced by `LayoutToLayoutPopInteraction` when the pop is a layout-to-layout one.
    var interaction: (any PopGestureInteraction)?
}

/// What the edge swipe drives: progress while the finger moves, then finish or cancel.
@MainActor
protocol PopGestureInteraction: UIViewControllerInteractiveTransitioning {
    /// Shows the pop at `percentComplete` (0…1).
    func update(_ percentComplete: CGFloat)
    /// Plays the rest of the pop.
    func finish()
    /// Plays the pop back.
    func cancel()
}

extension UIPercentDrivenInteractiveTransition: PopGestureInteraction {}

extension UINavigationController {
    /// Builds `interactivePopGestureRecognizer`: a left-edge pan that pops when more than one view
    /// controller is on the stack and no transition runs. It drives the default slide through a
    /// `UIPercentDrivenInteractiveTransition` (progress = horizontal translation / width) and finishes when
    /// the finger lifts past half the width or flicks right faster than 300 pt/s; otherwise it cancels.
    /// With a delegate animator the pop uses it (and the delegate's interaction controller, if any).
    func makePopGestureRecognizer() -> UIGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] pan in
            self?.handlePopGesture(pan)
        }
        recognizer.edges = .left
        recognizer.delegate = popGestureDelegate
        return recognizer
    }

    private func handlePopGesture(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let progress = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            popGesture.interaction = interaction
            if popViewController(animated: true) == nil { popGesture.interaction = nil }
        case .changed:
            popGesture.interaction?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: view).x
            if velocity > 300 || (progress > 0.5 && velocity > -300) {
                popGesture.interaction?.finish()
            } else {
                popGesture.interaction?.cancel()
            }
            popGesture.interaction = nil
        case .cancelled, .failed:
            popGesture.interaction?.cancel()
            popGesture.interaction = nil
        case .possible:
            break
        }
    }
}

/// Lets the pop gesture begin only when there is something to pop and nothing else is moving.
@MainActor
final class PopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && TransitionDriver.running.isEmpty
    }
}
