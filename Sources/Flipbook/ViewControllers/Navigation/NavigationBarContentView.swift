import Foundation

/// What a navigation bar shows for one stack: the top view controller's title, centred, and — below the root — a back
/// chevron with the previous view controller's title ("Back" when it has none; left out when it would run into the
/// title), in the bar's tint (system blue by default): the title in the 17-point semibold system font (or the bar's
/// title attributes), the back title in 17-point regular, as iOS draws them. With a large title the centred title is
/// left out and the title is drawn in the 34-point bold system font, left-aligned at the layout margin, in the 52-point
/// strip below the 44-point row. The top item's bar button items sit at the layout margins (left items replace the back
/// button unless `leftItemsSupplementBackButton`), its `titleView` replaces the title, and taps on items run their
/// actions. The parts are placed in `layoutSubviews()`, so the content follows the bar's width.
@MainActor
final class NavigationBarContentView: UIView {
    /// The title shown in the middle (or large).
    let title: String?
    /// The back button's title, or `nil` without a back button.
    let backTitle: String?
    /// Whether the title is drawn large below the 44-point row.
    let isLarge: Bool
    private let titleLabel: UILabel?
    private let chevron: ChevronView?
    /// The back button's title label (animated by the bar's transitions).
    let backLabel: UILabel?
    /// The large title's label (animated by the bar's transitions).
    let largeTitleLabel: UILabel?
    private let largeTitleFont: UIFont
    private let rowHeight: CGFloat
    /// The top item's title view, shown instead of the title.
    private let titleView: UIView?
    /// The views of the left and right bar button items, inside ``itemsContainer``.
    let leftItemViews: [BarButtonItemView]
    let rightItemViews: [BarButtonItemView]
    /// Holds the item views; transitions move it against the content's slide, so items only cross-fade.
    let itemsContainer = UIView()
    /// Run when a finger lifts inside the back button (the bar pops, animated).
    var onBackButtonTap: (@MainActor () -> Void)?

    /// The content for `stack`, `width` wide with its items in a `rowHeight`-point row (the bar's height
    /// without a large title); `large` draws the top's title large, with `largeAttributes` (the bar's
    /// `largeTitleTextAttributes`) over the default font and colour.
    init(
        stack: [UIViewController], large: Bool = false, titleAttributes: [NSAttributedString.Key: Any] = [:],
        largeAttributes: [NSAttributedString.Key: Any]? = nil, tint: UIColor = .systemBlue, width: CGFloat,
        rowHeight: CGFloat = UINavigationBar.standardHeight
    ) {
        title = stack.last?.navigationItem.title
        isLarge = large
        let top = stack.last?.navigationItem
        let previous = stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
        let hasLeftItems = !(top?.leftBarButtonItems ?? []).isEmpty
        let showsBack =
            !(top?.hidesBackButton ?? false) && (!hasLeftItems || top?.leftItemsSupplementBackButton == true)
        backTitle =
            showsBack ? previous.map { $0.backBarButtonItem?.title ?? $0.backButtonTitle ?? $0.title ?? "Back" } : nil
        titleView = large ? nil : top?.titleView
        leftItemViews = (top?.leftBarButtonItems ?? []).map { BarButtonItemView(item: $0, defaultTint: tint) }
        rightItemViews = (top?.rightBarButtonItems ?? []).map { BarButtonItemView(item: $0, defaultTint: tint) }
        let visibleTitle = title.flatMap { $0.isEmpty ? nil : $0 }
        titleLabel =
            large || titleView != nil
            ? nil
            : visibleTitle.map { text in
                if titleAttributes.isEmpty {
                    return Self.label(text, .systemFont(ofSize: 17, weight: .semibold), Self.titleColor)
                }
                var attributes: [NSAttributedString.Key: Any] = [
                    .font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: Self.titleColor,
                ]
                attributes.merge(titleAttributes) { _, custom in custom }
                return Self.largeLabel(text, attributes)
            }
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: Self.titleColor,
        ]
        attributes.merge(largeAttributes ?? [:]) { _, custom in custom }
        largeTitleFont = attributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel = large ? visibleTitle.map { Self.largeLabel($0, attributes) } : nil
        chevron = backTitle == nil ? nil : ChevronView(color: tint)
        backLabel = backTitle.map { Self.label($0, .systemFont(ofSize: 17), tint) }
        self.rowHeight = rowHeight
        let height = rowHeight + (large ? UINavigationBar.largeTitleHeight : 0)
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        for part in [titleLabel, largeTitleLabel, chevron, backLabel, titleView] as [UIView?] {
            if let part { addSubview(part) }
        }
        // A bar without items gets no container, so the view tree (and the display list) holds only what draws.
        if !(leftItemViews + rightItemViews).isEmpty { addSubview(itemsContainer) }
        for view in leftItemViews + rightItemViews { itemsContainer.addSubview(view) }
        place()
    }

    private static let titleColor = UIColor(white: 0.1, alpha: 1)

    required init?(coder: NSCoder) { nil }

    private static func label(_ text: String, _ font: UIFont, _ color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.sizeToFit()
        return label
    }

    private static func largeLabel(_ text: String, _ attributes: [NSAttributedString.Key: Any]) -> UILabel {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: text, attributes: attributes)
        label.sizeToFit()
        return label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    /// Only the bar button items and the back button take touches; the rest of the bar lets them through.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        var view = hit
        while let current = view, current !== self {
            if current is BarButtonItemView { return hit }
            view = current.superview
        }
        return hit != nil && backButtonFrame?.contains(point) == true ? self : nil
    }

    /// Where the back button takes touches: the row's full height, from the bar's leading edge to just past
    /// the back title (or the chevron when the title is hidden); nil without a back button.
    var backButtonFrame: CGRect? {
        guard let chevron, alpha > 0.01 else { return nil }
        let end = showsBackTitle ? backLabel?.frame.maxX ?? chevron.frame.maxX : chevron.frame.maxX
        return CGRect(x: 0, y: 0, width: end + Self.itemSpacing, height: rowHeight)
    }

    /// A finger lifted inside the back button taps it (one that slid out of it does not).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let frame = backButtonFrame, frame.contains(touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
        onBackButtonTap?()
    }

    /// Whether the back title is shown (it is hidden when it would run into the title).
    var showsBackTitle: Bool { backLabel.map { !$0.isHidden } ?? false }

    /// The bar's layout margin, where a large title starts: 16 points, 20 on screens at least 414 wide.
    static func largeTitleMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    private func place() {
        let size = bounds.size
        let row = rowHeight
        UIView.performWithoutAnimation {
            var titleMinX = size.width
            if let titleLabel {
                let width = min(titleLabel.intrinsicContentSize.width, size.width * 0.5)
                titleLabel.frame = CGRect(
                    x: (size.width - width) / 2, y: (row - titleLabel.bounds.height) / 2,
                    width: width, height: titleLabel.bounds.height)
                titleMinX = titleLabel.frame.minX
            }
            chevron?.center = CGPoint(x: 14, y: row / 2)
            if let largeTitleLabel {
                // The large title's last baseline sits 12 points above the bar's bottom edge, as on iOS.
                let margin = Self.largeTitleMargin(forWidth: size.width)
                let width = min(largeTitleLabel.intrinsicContentSize.width, size.width - 2 * margin)
                let height = largeTitleLabel.intrinsicContentSize.height
                let descent = -largeTitleFont.descender
                largeTitleLabel.frame = CGRect(
                    x: margin, y: size.height - 12 + descent - height, width: width, height: height)
            }
            if let backLabel {
                let width = min(backLabel.intrinsicContentSize.width, size.width * 0.28)
                backLabel.frame = CGRect(
                    x: 26, y: (row - backLabel.bounds.height) / 2,
                    width: width, height: backLabel.bounds.height)
                backLabel.isHidden = backLabel.frame.maxX + 8 > titleMinX
            }
            placeItems(row: row)
        }
    }
}

extension NavigationBarContentView {
    /// The space between neighbouring bar button items.
    static let itemSpacing: CGFloat = 8

    /// Puts the left items after the margin (or after the back button), the right items before the right
    /// margin, and the title view in the middle of the space between them.
    fileprivate func placeItems(row: CGFloat) {
        let margin = Self.largeTitleMargin(forWidth: bounds.width)
        itemsContainer.frame = CGRect(x: 0, y: 0, width: bounds.width, height: row)
        var x = backLabel.map { $0.isHidden ? 26 + Self.itemSpacing : $0.frame.maxX + Self.itemSpacing } ?? margin
        for view in leftItemViews {
            view.frame.origin = CGPoint(x: x, y: (row - view.bounds.height) / 2)
            x = view.frame.maxX + Self.itemSpacing
        }
        var right = bounds.width - margin
        for view in rightItemViews {
            view.frame.origin = CGPoint(x: right - view.bounds.width, y: (row - view.bounds.height) / 2)
            right = view.frame.minX - Self.itemSpacing
        }
        if let titleView {
            if titleView.bounds.size == .zero { titleView.sizeToFit() }
            let width = min(titleView.bounds.width, max(right - x, 0))
            let centred = (bounds.width - width) / 2
            titleView.frame = CGRect(
                x: min(max(centred, x), right - width), y: (row - titleView.bounds.height) / 2, width: width,
                height: titleView.bounds.height)
        }
    }
}

/// A back chevron ("‹") made of two thin rounded bars.
@MainActor
final class ChevronView: UIView {
    init(color: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: 12, height: 20))
        isUserInteractionEnabled = false
        for sign in [-1.0, 1.0] {
            let stroke = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 2.5))
            stroke.backgroundColor = color
            stroke.layer.cornerRadius = 1.25
            stroke.transform = CGAffineTransform(rotationAngle: CGFloat(sign) * .pi / 4)
            stroke.center = CGPoint(x: 6, y: 10 + CGFloat(sign) * 4.2)
            addSubview(stroke)
        }
    }

    required init?(coder: NSCoder) { nil }
}
