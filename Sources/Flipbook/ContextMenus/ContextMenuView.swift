import Foundation

/// A context menu on screen: the window blurred behind, the preview (the touched view's snapshot, or the
/// configuration's preview controller's view) lifted on rounded corners, and the menu's platter under it (over
/// it when there is no room below). A tap on an enabled action dismisses the menu and runs the action; a tap
/// anywhere else dismisses it. Submenus show as one row and do not open.
///
/// Figures are estimates from screenshots of iOS 17 (Apple publishes none): a 250-point platter of 44-point rows
/// with 13-point corners, 8 points between preview and platter, 16-point margins, 0.25 s fades.
final class ContextMenuView: UIView {
    static let platterWidth: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 13
    static let gap: CGFloat = 8
    static let margin: CGFloat = 16
    static let inlineSeparator: CGFloat = 8
    static let fadeDuration: TimeInterval = 0.25

    /// The actions on screen with their rows (submenus shown as a row have no action).
    private(set) var rows: [(element: UIMenuElement, view: UIView)] = []
    let platter = UIView()
    let preview: UIView
    private let onDismiss: () -> Void

    /// A menu showing `menu` under `preview` (already framed in window coordinates) over `window`.
    init(menu: UIMenu?, preview: UIView, in window: UIWindow, onDismiss: @escaping () -> Void) {
        self.preview = preview
        self.onDismiss = onDismiss
        super.init(frame: window.bounds)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        blur.frame = bounds
        addSubview(blur)
        preview.layer.cornerRadius = Self.cornerRadius
        preview.clipsToBounds = true
        addSubview(preview)
        platter.backgroundColor = UIColor(white: 1, alpha: 0.92)
        platter.layer.cornerRadius = Self.cornerRadius
        platter.clipsToBounds = true
        var y: CGFloat = 0
        for (index, group) in Self.groups(of: menu).enumerated() {
            if index > 0 {
                let separator = UIView(
                    frame: CGRect(x: 0, y: y, width: Self.platterWidth, height: Self.inlineSeparator))
                separator.backgroundColor = UIColor(white: 0, alpha: 0.08)
                platter.addSubview(separator)
                y += Self.inlineSeparator
            }
            for (position, element) in group.enumerated() {
                let row = Self.row(for: element, isLast: position == group.count - 1)
                row.frame.origin.y = y
                platter.addSubview(row)
                rows.append((element, row))
                y += Self.rowHeight
            }
        }
        platter.frame.size = CGSize(width: Self.platterWidth, height: y)
        platter.isHidden = y == 0
        addSubview(platter)
        place(in: window.bounds.inset(by: window.safeAreaInsets))
    }

    required init?(coder: NSCoder) { nil }

    /// The rows of `menu` in groups: its own children, each inline submenu's children as a group of their own;
    /// hidden elements left out.
    static func groups(of menu: UIMenu?) -> [[UIMenuElement]] {
        guard let menu else { return [] }
        var result: [[UIMenuElement]] = [[]]
        for element in menu.children {
            if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
                let inner = groups(of: submenu).flatMap { $0 }
                guard !inner.isEmpty else { continue }
                result.append(inner)
                result.append([])
            } else if !((element as? UIAction)?.attributes.contains(.hidden) ?? false) {
                result[result.count - 1].append(element)
            }
        }
        return result.filter { !$0.isEmpty }
    }

    private static func row(for element: UIMenuElement, isLast: Bool) -> UIView {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: platterWidth, height: rowHeight))
        let action = element as? UIAction
        let destructive =
            action?.attributes.contains(.destructive) ?? (element as? UIMenu)?.options.contains(.destructive) ?? false
        let disabled = action?.attributes.contains(.disabled) ?? false
        let color: UIColor = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
        let label = UILabel(frame: CGRect(x: margin, y: 0, width: platterWidth - 2 * margin - 28, height: rowHeight))
        label.text = element.title
        label.font = .systemFont(ofSize: 17)
        label.textColor = color
        row.addSubview(label)
        let symbol = element.image ?? ((element is UIMenu) ? UIImage(systemName: "chevron.right") : nil)
        if let symbol {
            let image = UIImageView(image: symbol.withRenderingMode(.alwaysTemplate))
            image.tintColor = color
            image.contentMode = .scaleAspectFit
            image.frame = CGRect(x: platterWidth - margin - 20, y: (rowHeight - 20) / 2, width: 20, height: 20)
            row.addSubview(image)
        }
        if !isLast {
            let line = UIView(frame: CGRect(x: 0, y: rowHeight - 0.5, width: platterWidth, height: 0.5))
            line.backgroundColor = .separator
            row.addSubview(line)
        }
        return row
    }

    /// Puts the platter under the preview (over it when there is no room below), the preview moved up into
    /// `area` when neither fits.
    private func place(in area: CGRect) {
        var previewFrame = preview.frame
        let height = platter.isHidden ? 0 : platter.frame.height + Self.gap
        if previewFrame.maxY + height > area.maxY, previewFrame.minY - height < area.minY {
            previewFrame.origin.y = max(area.minY, area.maxY - height - previewFrame.height)
        }
        preview.frame = previewFrame
        let below = previewFrame.maxY + height <= area.maxY
        let x = min(max(previewFrame.minX, area.minX + Self.margin), area.maxX - Self.margin - Self.platterWidth)
        let y = below ? previewFrame.maxY + Self.gap : previewFrame.minY - height
        platter.frame.origin = CGPoint(x: x, y: y)
    }

    /// Fades in.
    func show() {
        alpha = 0
        UIView.animate(withDuration: Self.fadeDuration) { self.alpha = 1 }
    }

    /// Fades out and leaves the window, then runs `completion`.
    func dismiss(then completion: (() -> Void)? = nil) {
        isUserInteractionEnabled = false
        onDismiss()
        UIView.animate(
            withDuration: Self.fadeDuration, animations: { self.alpha = 0 },
            completion: { _ in
                self.removeFromSuperview()
                completion?()
            })
    }

    /// The element of the row at `point` (in this view's coordinates), if any.
    func element(at point: CGPoint) -> UIMenuElement? {
        rows.first { $0.view.convert($0.view.bounds, to: self).contains(point) }?.element
    }

    /// A tap on an enabled action dismisses the menu and runs it; on a submenu or a disabled action, nothing;
    /// elsewhere, dismisses the menu.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.firstFinger else { return }
        let element = element(at: touch.location(in: self))
        if element is UIMenu { return }
        if let action = element as? UIAction {
            guard !action.attributes.contains(.disabled) else { return }
            dismiss()
            action.perform(sender: nil)
            return
        }
        dismiss()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
