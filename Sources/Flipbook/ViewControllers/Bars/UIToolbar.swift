import Foundation

/// A bar of ``UIBarButtonItem``s, as UIKit's `UIToolbar`: the navigation bar's light background with a
/// hairline along its top, items in a row inside 16-point margins (20 on screens at least 414 wide), 8 points
/// apart, flexible spaces sharing the room left over equally and fixed spaces taking their width. 44 points
/// tall by default (`sizeThatFits`). Taps on items run their actions.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items shown, left to right.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set {
            storedItems = newValue
            rebuild()
        }
    }
    private var storedItems: [UIBarButtonItem]?
    /// The colour of items without their own tint (nil: system blue).
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            rebuild()
        }
    }

    private let hairline = UIView()
    private var itemViews: [BarButtonItemView] = []

    /// A toolbar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UINavigationBar.barColor
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        addSubview(hairline)
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// Sets the items (the bar shows them at once; Flipbook does not fade them).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The width given and the standard 44-point height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UINavigationBar.standardHeight)
    }

    /// The item views, left to right (for taps and tests).
    var itemViewsForTesting: [UIView] { itemViews }

    private func rebuild() {
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            item.onChange = { [weak self] in self?.rebuild() }
            return BarButtonItemView(item: item, defaultTint: tintColor)
        }
        for view in itemViews { addSubview(view) }
        setNeedsLayout()
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { placeItems() }
    }

    private func placeItems() {
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        let margin = NavigationBarContentView.largeTitleMargin(forWidth: bounds.width)
        let spacing = NavigationBarContentView.itemSpacing
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let fixedWidth = itemViews.filter { $0.item.systemItem != .flexibleSpace }.reduce(0) { $0 + $1.bounds.width }
        let gaps = spacing * CGFloat(max(itemViews.count - 1, 0))
        let room = max(bounds.width - 2 * margin - fixedWidth - gaps, 0)
        let flexibleWidth = flexible > 0 ? room / CGFloat(flexible) : 0
        var x = margin
        let row = min(bounds.height, UINavigationBar.standardHeight)
        for view in itemViews {
            let width = view.item.systemItem == .flexibleSpace ? flexibleWidth : view.bounds.width
            view.frame = CGRect(x: x, y: (row - view.bounds.height) / 2, width: width, height: view.bounds.height)
            x += width + spacing
        }
    }
}
