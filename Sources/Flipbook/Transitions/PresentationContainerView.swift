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

    /// Lets touches that land on the container itself through to the screen behind when a sheet leaves it
    /// undimmed (`largestUndimmedDetentIdentifier`), as UIKit does.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, (presentationController as? UISheetPresentationController)?.passesTouchesThrough == true {
            return nil
        }
        if hit === self, let popover = presentationController as? UIPopoverPresentationController,
            popover.passesThrough(convert(point, to: nil))
        {
            return nil
        }
        return hit
    }
}
