import Foundation

/// The pan on a sheet's view that drags the sheet. When a finger goes down on a scroll view inside the sheet,
/// it hands that scroll view to the sheet (`adopt(_:)`), which then shares
/// the scroll view's own pan: that pan is the one that recognizes (it is deeper), and the sheet decides on
/// each move whether the sheet or the content moves.
@MainActor
final class SheetSwipeGestureRecognizer: UIPanGestureRecognizer {
    /// The sheet this pan drags.
    weak var sheet: UISheetPresentationController?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let sheet, let sheetView = view else { return }
        var current = touches.firstFinger?.view
        while let candidate = current, candidate !== sheetView {
            if let scrollView = candidate as? UIScrollView, scrollView.panGestureRecognizer.isEnabled {
                sheet.adopt(scrollView)
                return
            }
            current = candidate.superview
        }
    }
}
