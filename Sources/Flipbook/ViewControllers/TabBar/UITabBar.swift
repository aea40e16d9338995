import Foundation

/// The bar at the bottom of a tab bar controller: a light background with a hairline on top and one item
/// per tab — an icon (the item's image, or a rounded square) above its title — tinted system blue for the
/// selected tab and grey for the others (titles in the 10-point medium system font, as on iOS). In
/// landscape (compact height) the bar is 32 points tall and each title sits beside a smaller icon, in the
/// 13-point font; the items share the width inside the side safe-area insets. Tapping an item selects its
/// tab.
@preconcurrency @MainActor
public final class UITabBar: UIView {
    /// The height of the bar above the home indicator area in portrait (regular height), in points; 32 in
    /// landscape (compact height).
    public static let standardHeight: CGFloat = BarMetrics.regular.tabBarHeight
    /// The tint of the selected item by default (the bar's `tintColor` when it or an ancestor sets one).
    public static let selectedTint = UIColor.systemBlue
    /// The tint of the other items.
    public static let unselectedTint = UIColor(white: 0.6, alpha: 1)

    weak var controller: UITabBarController?
    private let hairline = UIView()
    private var itemViews: [UIView] = []

    /// The index of the highlighted item (the controller's selection).
    public private(set) var highlightedIndex: Int?

    /// The background colour (nil: the system's bar colour). Takes appearance values.
    public var barTintColor: UIColor? {
        get { storedBarTintColor }
        set {
            appearanceSet("barTintColor") { (bar: UITabBar) in bar.barTintColor = newValue }
            storedBarTintColor = newValue
            backgroundColor = newValue ?? Self.barColor
        }
    }
    private var storedBarTintColor: UIColor?

    /// The colour of the items not selected (nil: the system's grey). The selected item is drawn in the bar's
    /// `tintColor` (system blue by default). Takes appearance values.
    public var unselectedItemTintColor: UIColor? {
        get { storedUnselectedItemTintColor }
        set {
            appearanceSet("unselectedItemTintColor") { (bar: UITabBar) in bar.unselectedItemTintColor = newValue }
            storedUnselectedItemTintColor = newValue
            laidOut = nil
            setNeedsLayout()
        }
    }
    private var storedUnselectedItemTintColor: UIColor?

    /// The system's bar colour.
    static let barColor = UIColor(white: 0.97, alpha: 1)

    /// The tint changed (set here or on an ancestor): the items are drawn again in it.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        laidOut = nil
        setNeedsLayout()
    }

    /// The appearance proxy of the class (see ``UIAppearance``): its appearance properties reach every
    /// tabbar as it enters a window.
    public override class func appearance() -> UITabBar {
        appearanceProxy(containers: [], trait: nil) { UITabBar() }
    }
    /// The appearance proxy inside `containerTypes` (innermost first).
    public override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITabBar { appearanceProxy(containers: containerTypes, trait: nil) { UITabBar() } }
    /// The appearance proxy for bars with the traits of `trait`.
    public override class func appearance(for trait: UITraitCollection) -> UITabBar {
        appearanceProxy(containers: [], trait: trait) { UITabBar() }
    }
    /// The appearance proxy for bars with the traits of `trait` inside `containerTypes`.
    public override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITabBar { appearanceProxy(containers: containerTypes, trait: trait) { UITabBar() } }

    /// An empty bar.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.standardHeight))
        backgroundColor = Self.barColor
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        addSubview(hairline)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.tapped(tap) })
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// Where the items go (set by the tab bar controller from its bar metrics and safe-area insets).
    var layout = TabBarLayout(
        itemHeight: BarMetrics.regular.tabBarHeight, itemsAreInline: false, left: 0, right: 0)
    {
        didSet { if layout != oldValue { setNeedsLayout() } }
    }
    private var laidOut: (size: CGSize, layout: TabBarLayout)?

    /// Rebuilds the items when the bar changes size or layout.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if let laidOut, laidOut.size == bounds.size, laidOut.layout == layout { return }
        laidOut = (bounds.size, layout)
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
            let width = itemsWidth / CGFloat(tabs.count)
            for (index, vc) in tabs.enumerated() {
                let tint = index == highlightedIndex ? tintColor! : unselectedItemTintColor ?? Self.unselectedTint
                let frame = CGRect(
                    x: layout.left + CGFloat(index) * width, y: 0, width: width, height: layout.itemHeight)
                let title = vc.tabBarItem.title ?? vc.title
                let item =
                    layout.itemsAreInline
                    ? TabBarItemView(
                        inlineItem: vc.tabBarItem, title: title, tint: tint, selected: index == highlightedIndex,
                        frame: frame)
                    : TabBarItemView(
                        stackedItem: vc.tabBarItem, title: title, tint: tint, selected: index == highlightedIndex,
                        frame: frame)
                addSubview(item)
                itemViews.append(item)
            }
        }
    }

    /// The width the items share: the bar's, less the side insets.
    private var itemsWidth: CGFloat { max(bounds.width - layout.left - layout.right, 0) }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard let controller, !itemViews.isEmpty, itemsWidth > 0 else { return }
        let x = tap.location(in: self).x - layout.left
        let index = Int(saturating: x / (itemsWidth / CGFloat(itemViews.count)), .towardZero)
        controller.select(index: min(max(index, 0), itemViews.count - 1), byUser: true)
    }
}

/// Where a tab bar puts its items: their height above the home indicator area, whether each title sits
/// beside its icon, and how far they stay from the bar's left and right edges.
struct TabBarLayout: Equatable {
    var itemHeight: CGFloat
    var itemsAreInline: Bool
    var left: CGFloat
    var right: CGFloat
}

/// One tab bar item: an icon with its title below (stacked, portrait) or beside it (inline, landscape).
@MainActor
final class TabBarItemView: UIView {
    /// A 24-point icon above a title in the 10-point font.
    init(stackedItem item: UITabBarItem, title: String?, tint: UIColor, selected: Bool, frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        let icon = Self.icon(of: item, tint: tint, selected: selected, side: 24)
        icon.frame.origin = CGPoint(x: (frame.width - 24) / 2, y: 6)
        addSubview(icon)
        if let title, !title.isEmpty {
            let label = UILabel(frame: CGRect(x: 4, y: 33, width: frame.width - 8, height: 12))
            label.text = title
            label.font = .systemFont(ofSize: 10, weight: .medium)
            label.textColor = tint
            label.textAlignment = .center
            addSubview(label)
        }
    }

    /// An 18-point icon with a title in the 13-point font to its right, the pair centred in the item.
    init(inlineItem item: UITabBarItem, title: String?, tint: UIColor, selected: Bool, frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        let side: CGFloat = 18
        let gap: CGFloat = 6
        let icon = Self.icon(of: item, tint: tint, selected: selected, side: side)
        addSubview(icon)
        var label: UILabel?
        if let title, !title.isEmpty {
            let text = UILabel()
            text.text = title
            text.font = .systemFont(ofSize: 13, weight: .medium)
            text.textColor = tint
            text.sizeToFit()
            text.frame.size.width = min(text.frame.width, max(frame.width - side - gap - 8, 0))
            addSubview(text)
            label = text
        }
        let width = side + (label.map { gap + $0.frame.width } ?? 0)
        icon.frame.origin = CGPoint(x: (frame.width - width) / 2, y: (frame.height - side) / 2)
        label?.frame.origin = CGPoint(
            x: icon.frame.maxX + gap, y: (frame.height - (label?.frame.height ?? 0)) / 2)
    }

    required init?(coder: NSCoder) { nil }

    /// The item's image (its selected image when selected) fitted into a `side`-point square, templates and
    /// symbols in the tint, or a rounded square of the tint without one.
    private static func icon(of item: UITabBarItem, tint: UIColor, selected: Bool, side: CGFloat) -> UIView {
        let icon: UIView
        if let image = (selected ? item.selectedImage : nil) ?? item.image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            imageView.tintColor = tint
            icon = imageView
        } else {
            icon = UIView()
            icon.backgroundColor = tint
            icon.layer.cornerRadius = side / 4
        }
        icon.frame = CGRect(x: 0, y: 0, width: side, height: side)
        return icon
    }
}

extension UITabBar: UIAppearance {}
