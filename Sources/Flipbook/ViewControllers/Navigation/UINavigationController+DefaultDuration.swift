import Foundation

extension UINavigationController {
    /// How long UIKit's default push and pop slide runs, in seconds (Flipbook addition, not UIKit API):
    /// what a recording of such a transition must cover.
    @MainActor public static var defaultTransitionDuration: TimeInterval {
        NavigationSlideAnimator(operation: .push).transitionDuration(using: nil)
    }
}
