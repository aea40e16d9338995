import Foundation

/// The container view of a presentation: its layout pass is wrapped in the presentation controller's
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`, as in UIKit, with the
/// constraint-placed subviews moved in between.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
