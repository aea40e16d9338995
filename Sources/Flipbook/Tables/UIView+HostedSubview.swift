import Foundation

/// Swapping the one view a container hosts in a slot (a table's header view, a cell's background view, the
/// view showing a content configuration): the old view leaves, the new one joins where the slot is.
extension UIView {
    /// Takes `old` out of the view hierarchy and puts `new` in with `place` (which adds it where the slot
    /// is), then lays the container out again.
    func replaceHostedSubview(_ old: UIView?, with new: UIView?, place: (UIView) -> Void) {
        old?.removeFromSuperview()
        if let new { place(new) }
        setNeedsLayout()
    }

    /// The view that shows `configuration` in `container`: `current` updated when it supports the
    /// configuration, else a new view from the configuration replacing it.
    func hostedContentView(
        showing configuration: any UIContentConfiguration, replacing current: (any UIView & UIContentView)?,
        in container: UIView
    ) -> any UIView & UIContentView {
        if let current, current.supports(configuration) {
            current.configuration = configuration
            setNeedsLayout()
            return current
        }
        let view = configuration.makeContentView()
        replaceHostedSubview(current, with: view) { container.addSubview($0) }
        return view
    }
}
