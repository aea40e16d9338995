import Foundation

/// How a bar draws one ``UIBarButtonItem``: its custom view, image, glyph or title (17-point, semibold for
/// `.done`) in its tint colour (system blue by default, grey when disabled), dimmed while pressed. A tap
/// (touch up inside) runs the item's action.
@MainActor
final class BarButtonItemView: UIControl {
    /// The item drawn.
    let item: UIBarButtonItem
    private var content: UIView?
    /// The colour the content is drawn in.
    private var color: UIColor

    /// The view for `item`, tinted `defaultTint` (system blue when nil) unless the item has its own tint (or
    /// gets one from `UIBarButtonItem`'s appearance proxies when the bar enters a window).
    init(item: UIBarButtonItem, defaultTint: UIColor? = nil) {
        self.item = item
        let color = item.isEnabled ? (item.tintColor ?? defaultTint ?? .systemBlue) : UIColor.systemGray
        self.color = color
        content = Self.makeContent(for: item, color: color)
        let contentSize = content?.bounds.size ?? .zero
        let width = max(item.width, contentSize.width)
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: max(contentSize.height, 30)))
        isEnabled = item.isEnabled
        if let content {
            content.isUserInteractionEnabled = item.customView != nil
            addSubview(content)
        }
        addTarget(self, action: Self.tapped, for: .touchUpInside)
        place()
    }

    required init?(coder: NSCoder) { nil }

    private static func makeContent(for item: UIBarButtonItem, color: UIColor) -> UIView? {
        if item.isSpace { return nil }
        if let custom = item.customView {
            if custom.bounds.size == .zero { custom.sizeToFit() }
            return custom
        }
        if let image = item.image {
            let view = UIImageView(image: image)
            view.tintColor = color
            return view
        }
        if let system = item.systemItem, let glyph = BarSymbol.view(for: system, color: color) { return glyph }
        guard let title = item.title else { return nil }
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        label.textColor = color
        label.sizeToFit()
        return label
    }

    /// Entering a window: an item with no tint of its own takes the one its appearance proxies give it.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, item.isEnabled, item.tintColor == nil, item.customView == nil,
            let tint = item.appearanceTint(at: self), tint != color
        else { return }
        color = tint
        content?.removeFromSuperview()
        content = Self.makeContent(for: item, color: tint)
        if let content {
            content.isUserInteractionEnabled = false
            addSubview(content)
        }
        place()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    private func place() {
        guard let content, item.customView == nil || content.superview === self else { return }
        UIView.performWithoutAnimation {
            content.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    override func stateDidChange() {
        content?.alpha = isHighlighted && item.customView == nil ? 0.2 : 1
    }

    private func tapped() {
        item.performTap(from: self)
    }
}
