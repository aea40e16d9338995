import Foundation

/// The root view of Flipbook's container view controllers (navigation, tab bar): a plain view that asks
/// its owner to lay out the bars and the transition view whenever it lays out its subviews, and at once
/// when its size changes inside an animation block, so that the content animates with the resize (as
/// UIKit's autoresizing container views do) instead of jumping to the new size at the next frame.
@MainActor
final class ContainerRootView: UIView {
    /// Lays out the bars and content; `animated` is true when called for a resize inside an animation block
    /// (the changes then join that animation).
    var layoutHandler: ((_ animated: Bool) -> Void)?

    override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            followResize(from: oldSize)
        }
    }

    override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldSize = super.bounds.size
            super.bounds = newValue
            followResize(from: oldSize)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutHandler?(false)
    }

    private func followResize(from oldSize: CGSize) {
        guard bounds.size != oldSize, AnimationContext.isAnimatingChanges else { return }
        layoutHandler?(true)
    }
}
