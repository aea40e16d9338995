import Flipbook

/// An interaction controller a scene's drag script can drive: told the progress at every finger sample,
/// then `finish()` or `cancel()` on release. `UIPercentDrivenInteractiveTransition` is one; catalog
/// animators may bring their own (seed 003's hand-written interactive tab switch).
@preconcurrency @MainActor
public protocol SceneInteractionDriving: UIViewControllerInteractiveTransitioning {
    /// The finger moved: the transition should show `percentComplete` (0…1).
    func update(_ percentComplete: CGFloat)
    /// The finger lifted and the transition should complete.
    func finish()
    /// The finger lifted and the transition should go back.
    func cancel()
}

extension UIPercentDrivenInteractiveTransition: SceneInteractionDriving {}
