import Foundation

extension UINavigationBar {
    /// The back button was tapped: the navigation controller pops its top view controller, animated — the
    /// path the edge-swipe back gesture takes, with the delegate's animator or the default slide. Nothing
    /// happens while a transition runs.
    func backButtonTapped() {
        guard let navigationController, TransitionDriver.running.isEmpty else { return }
        navigationController.popViewController(animated: true)
    }
}
