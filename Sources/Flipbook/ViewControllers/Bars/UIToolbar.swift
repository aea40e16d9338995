import Foundation

/// A bar of ``UIBarButtonItem``s, as UIKit's `UIToolbar`: the navigation bar's light background with a
/// hairline along its top, items in a row inside 16-point margins (20 on screens at least 414 wide), 8 points
/// apart, flexible spaces sharing the room left over equally and fixed spaces taking their width. 44 points
/// tall by default (`sizeThatFits`); a taller toolbar (one reaching down over the home indicator) keeps its
/// items in the top 44 points. Taps on items run their actions. `setItems(_:animated: true)` cross-fades
/// the old items into the new ones (0.25 s).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// How long `setItems(_:animated: true)` takes to cross-fade the items.
    static let itemFadeDuration = 0.25

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
    /// The view holding the item views shown (another one fades out above it during a cross-fade).
    private var row = UIView()

    /// A toolbar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UINavigationBar.barColor
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        addSubview(hairline)
        addSubview(row)
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// Sets the items; `animated` cross-fades from the old ones (when the toolbar is in a window).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        guard animated, window != nil else {
            self.items = items
            return
        }
        let (old, incoming) = beginCrossFade(to: items)
        UIView.animate(
            withDuration: Self.itemFadeDuration,
            animations: {
                incoming.alpha = 1
                old.alpha = 0
            },
            completion: { _ in old.removeFromSuperview() })
    }

    /// Cross-fades from the items shown to `items` alongside a view-controller transition (a navigation
    /// controller's push or pop); a cancelled transition brings the old items back.
    func transition(to items: [UIBarButtonItem]?, coordinator: UIViewControllerTransitionCoordinator) {
        let oldItems = storedItems
        let (old, incoming) = beginCrossFade(to: items)
        coordinator.animate(
            alongsideTransition: { _ in
                incoming.alpha = 1
                old.alpha = 0
            },
            completion: { context in
                UIView.performWithoutAnimation {
                    guard context.isCancelled else { return old.removeFromSuperview() }
                    incoming.removeFromSuperview()
                    old.alpha = 1
                    self.row = old
                    self.storedItems = oldItems
                }
            })
    }

    /// Shows `items` in a new, transparent row in front of the old one and returns both rows.
    private func beginCrossFade(to items: [UIBarButtonItem]?) -> (old: UIView, incoming: UIView) {
        let old = row
        row = UIView()
        storedItems = items
        UIView.performWithoutAnimation {
            addSubview(row)
            row.alpha = 0
            fillRow()
        }
        return (old, row)
    }

    /// The width given and the standard 44-point height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UINavigationBar.standardHeight)
    }

    /// The item views shown, left to right (for taps and tests).
    var itemViewsForTesting: [UIView] { row.subviews }

    private func rebuild() {
        for view in row.subviews { view.removeFromSuperview() }
        fillRow()
    }

    private func fillRow() {
        for item in storedItems ?? [] {
            item.onChange = { [weak self] in self?.rebuild() }
            row.addSubview(BarButtonItemView(item: item, defaultTint: tintColor))
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation {
            hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
            for case let row in subviews where row !== hairline { place(row) }
        }
    }

    /// Lays out one row's item views in the top 44 points of the bar.
    private func place(_ row: UIView) {
        let rowHeight = min(bounds.height, UINavigationBar.standardHeight)
        row.frame = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
        let itemViews = row.subviews.compactMap { $0 as? BarButtonItemView }
        let margin = NavigationBarContentView.largeTitleMargin(forWidth: bounds.width)
        let spacing = NavigationBarContentView.itemSpacing
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let fixedWidth = itemViews.filter { $0.item.systemItem != .flexibleSpace }.reduce(0) { $0 + $1.bounds.width }
        let gaps = spacing * CGFloat(max(itemViews.count - 1, 0))
        let room = max(bounds.width - 2 * margin - fixedWidth - gaps, 0)
        let flexibleWidth = flexible > 0 ? room / CGFloat(flexible) : 0
        var x = margin
        for view in itemViews {
            let width = view.item.systemItem == .flexibleSpace ? flexibleWidth : view.bounds.width
            view.frame = CGRect(
                x: x, y: (rowHeight - view.bounds.height) / 2, width: width, height: view.bounds.height)
            x += width + spacing
        }
    }
}
