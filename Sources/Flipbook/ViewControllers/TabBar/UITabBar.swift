import Foundation

/// The bar at the bottom of a tab bar controller: a light background with a hairline on top and one item
/// per tab — an icon (the item's image, or a rounded square) above its title — tinted system blue for the
/// selected tab and grey for the others. Tapping an item selects its tab. Titles are drawn as
/// `TextPlaceholderView` bars (Flipbook has no font rendering yet).
@preconcurrency @MainActor
public final class UITabBar: UIView {
    /// The height of the bar above the home indicator area, in points.
    public static let standardHeight: CGFloat = 49
    /// The tint of the selected item.
    public static let selectedTint = UIColor.systemBlue
    /// The tint of the other items.
    public static let unselectedTint = UIColor(white: 0.6, alpha: 1)

    weak var controller: UITabBarController?
    private let hairline = UIView()
    private var itemViews: [UIView] = []

    /// The index of the highlighted item (the controller's selection).
    public private(set) var highlightedIndex: Int?

    /// An empty bar.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.standardHeight))
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        addSubview(hairline)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.tapped(tap) })
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    private var laidOutSize: CGSize = .zero

    /// Rebuilds the items when the bar changes size.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        reload()
    }

    /// Rebuilds the items from the controller's tabs and selection.
    func reload() {
        let tabs = controller?.viewControllers ?? []
        let selected = controller?.selectedIndex
        highlightedIndex = tabs.indices.contains(selected ?? -1) ? selected : nil
        UIView.performWithoutAnimation {
            hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
            for view in itemViews { view.removeFromSuperview() }
            itemViews = []
            guard !tabs.isEmpty else { return }
            let width = bounds.width / CGFloat(tabs.count)
            for (index, vc) in tabs.enumerated() {
                let tint = index == highlightedIndex ? Self.selectedTint : Self.unselectedTint
                let item = TabBarItemView(
                    item: vc.tabBarItem, title: vc.tabBarItem.title ?? vc.title, tint: tint,
                    frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.standardHeight))
                addSubview(item)
                itemViews.append(item)
            }
        }
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard let controller, !itemViews.isEmpty, bounds.width > 0 else { return }
        let x = tap.location(in: self).x
        let index = Int(saturating: x / (bounds.width / CGFloat(itemViews.count)), .towardZero)
        controller.select(index: min(max(index, 0), itemViews.count - 1), byUser: true)
    }
}

/// One tab bar item: an icon above a title.
@MainActor
final class TabBarItemView: UIView {
    init(item: UITabBarItem, title: String?, tint: UIColor, frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        let icon: UIView
        if let image = item.image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            icon = imageView
        } else {
            icon = UIView()
            icon.backgroundColor = tint
            icon.layer.cornerRadius = 6
        }
        icon.frame = CGRect(x: (frame.width - 24) / 2, y: 6, width: 24, height: 24)
        addSubview(icon)
        if let title, !title.isEmpty {
            let label = TextPlaceholderView(text: title, glyphWidth: 4.5, height: 5, color: tint)
            label.frame.size.width = min(label.frame.width, frame.width - 8)
            label.clipsToBounds = true
            label.frame.origin = CGPoint(x: (frame.width - label.frame.width) / 2, y: 36)
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) { nil }
}
