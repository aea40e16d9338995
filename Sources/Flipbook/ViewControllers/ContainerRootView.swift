import Foundation

/// The root view of Flipbook's container view controllers (navigation, tab bar): a plain view that asks
/// its owner to lay out the bars and the transition view whenever it lays out its subviews.
@MainActor
final class ContainerRootView: UIView {
    /// Called from `layoutSubviews()`.
    var layoutHandler: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutHandler?()
    }
}
