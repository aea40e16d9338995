import Foundation

/// The size and trait callbacks a view controller or presentation controller receives from its parent,
/// as UIKit's `UIContentContainer`. Flipbook's screens never rotate or change size by themselves, so the
/// engine does not call these; containers and tests that resize a window call them as UIKit would, and
/// the default implementations forward them to child view controllers as UIKit's do.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container would like its content to have (`.zero`: no preference).
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size to give a child when the parent is `parentSize` (default: `parentSize`).
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's view is about to change to `size`; animate along with `coordinator`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change to `newCollection`; animate along with `coordinator`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
