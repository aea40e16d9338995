import Foundation

/// Something a popover can point at (iOS 16): a ``UIView`` or a ``UIBarButtonItem``. Set it as a popover
/// presentation controller's `sourceItem`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// The item's frame in `referenceView`'s coordinates, or `nil` when it is not on screen (iOS 18).
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates; `nil` when the two are not in the same window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view a bar shows this item with, in `referenceView`'s coordinates; `nil` when no bar
    /// in `referenceView`'s window shows it.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let window = referenceView.window, let shown = shownView(in: window) else { return nil }
        return shown.convert(shown.bounds, to: referenceView)
    }

    /// The view showing this item in `root`'s tree (depth first, the last one added wins: the bar's current
    /// one during a bar transition), if any.
    func shownView(in root: UIView) -> UIView? {
        for subview in root.subviews.reversed() {
            if let shown = subview as? BarButtonItemView, shown.item === self, !shown.isHidden { return shown }
            if let found = shownView(in: subview) { return found }
        }
        return nil
    }
}
