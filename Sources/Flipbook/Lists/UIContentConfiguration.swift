import Foundation

/// A value describing a view's content, as UIKit's `UIContentConfiguration`: it makes the view that shows
/// it (``makeContentView()``) and gives a copy adapted to a state (selected, highlighted…). Cells take one
/// in `contentConfiguration`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration adapted to `state` (for example, white text on a selected sidebar cell).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a ``UIContentConfiguration``, as UIKit's `UIContentView`. A cell reuses its content
/// view when the view ``supports(_:)`` the new configuration, and makes a new one otherwise.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (the default: always).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Always true.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
