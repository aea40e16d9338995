import Foundation

/// The bar at the top of a navigation controller: a light background with a hairline at the bottom, the
/// top view controller's title in the middle and, below the root, a back button (a chevron and the
/// previous view controller's title) on the left. Pushes and pops slide and cross-fade the titles
/// alongside the transition, scrubbed with it when interactive.
///
/// As on iOS, the bar's frame is the 44-point strip below the top safe-area inset (the status bar), 32
/// points in landscape; its background reaches up from there under the status bar, and across the whole
/// width while its items stay inside the side safe-area insets (landscape on phones with a notch or
/// Dynamic Island).
@preconcurrency @MainActor
public final class UINavigationBar: UIView {
    /// The height of the bar below the status bar area in portrait (regular height), in points; 32 in
    /// landscape (compact height).
    public static let standardHeight: CGFloat = BarMetrics.regular.navigationBarHeight
    /// The bar's background colour.
    public static let barColor = UIColor(white: 0.97, alpha: 1)

    /// How far the background reaches above the bar, under the status bar (set by the navigation
    /// controller to its top safe-area inset).
    var backgroundExtension: CGFloat = 0 {
        didSet { layoutContent() }
    }
    /// How far the items stay from the left and right edges (set by the navigation controller to its side
    /// safe-area insets).
    var itemInsets: (left: CGFloat, right: CGFloat) = (0, 0) {
        didSet { if itemInsets != oldValue { layoutContent() } }
    }
    private let background = UIView()
    private let hairline = UIView()
    private(set) var content: NavigationBarContentView?

    /// The title shown, or `nil`.
    public var topItemTitle: String? { content?.title }
    /// The back button's title, or `nil` when there is no back button.
    public var backItemTitle: String? { content?.backTitle }
    /// Whether the back button shows its title (it is left out when it would run into the title).
    public var showsBackItemTitle: Bool { content?.showsBackTitle ?? false }

    /// A bar with no items.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.standardHeight))
        background.backgroundColor = Self.barColor
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        addSubview(background)
        addSubview(hairline)
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// Keeps the background under the bar and the status bar, the hairline at the bottom and the current
    /// items across the width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    private var contentFrame: CGRect {
        CGRect(
            x: itemInsets.left, y: 0, width: max(bounds.width - itemInsets.left - itemInsets.right, 0),
            height: bounds.height)
    }

    private func layoutContent() {
        UIView.performWithoutAnimation {
            background.frame = CGRect(
                x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
            hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
            if let content, content.alpha == 1, content.transform == .identity { content.frame = contentFrame }
        }
    }

    /// Shows the items of `stack` (title of the top, back button with the previous title) at once.
    func showItems(for stack: [UIViewController], animated: Bool) {
        UIView.performWithoutAnimation {
            content?.removeFromSuperview()
            let view = NavigationBarContentView(stack: stack, frame: contentFrame)
            insertSubview(view, belowSubview: hairline)
            content = view
        }
    }

    /// Slides and cross-fades from the items of `oldStack` to those of `newStack` alongside a transition.
    func transition(
        to newStack: [UIViewController], from oldStack: [UIViewController],
        operation: UINavigationController.Operation, coordinator: UIViewControllerTransitionCoordinator
    ) {
        let old = content
        let frame = contentFrame
        let incoming = NavigationBarContentView(stack: newStack, frame: frame)
        let isPush = operation != .pop
        let shift = bounds.width * (isPush ? 0.5 : -0.3)
        UIView.performWithoutAnimation {
            insertSubview(incoming, belowSubview: hairline)
            incoming.alpha = 0
            incoming.transform = CGAffineTransform(translationX: shift, y: 0)
        }
        content = incoming
        coordinator.animate(
            alongsideTransition: { _ in
                incoming.alpha = 1
                incoming.transform = .identity
                old?.alpha = 0
                old?.transform = CGAffineTransform(
                    translationX: isPush ? -self.bounds.width * 0.3 : self.bounds.width * 0.5, y: 0)
            },
            completion: { context in
                UIView.performWithoutAnimation {
                    if context.isCancelled {
                        incoming.removeFromSuperview()
                        old?.alpha = 1
                        old?.transform = .identity
                        self.content = old
                    } else {
                        old?.removeFromSuperview()
                    }
                    self.layoutContent()
                }
            })
    }
}
