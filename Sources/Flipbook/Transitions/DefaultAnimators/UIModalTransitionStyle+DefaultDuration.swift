import Foundation

extension UIModalTransitionStyle {
    /// How long UIKit's own animation for this style runs when it presents or dismisses, in seconds
    /// (Flipbook addition, not UIKit API): what a recording of such a transition must cover.
    @MainActor public var defaultTransitionDuration: TimeInterval {
        ModalTransitionAnimators.animator(for: self, presenting: true).transitionDuration(using: nil)
    }
}
