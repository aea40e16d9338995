import Foundation

/// What a navigation bar shows for one stack: the top view controller's title, centred, and — below the
/// root — a back chevron with the previous view controller's title ("Back" when it has none; left out
/// when it would run into the title), tinted system blue: the title in the 17-point semibold system font,
/// the back title in 17-point regular, as iOS draws them. The parts are placed in `layoutSubviews()`, so
/// the content follows the bar's width.
@MainActor
final class NavigationBarContentView: UIView {
    /// The title shown in the middle.
    let title: String?
    /// The back button's title, or `nil` without a back button.
    let backTitle: String?
    private let titleLabel: UILabel?
    private let chevron: ChevronView?
    private let backLabel: UILabel?

    init(stack: [UIViewController], frame: CGRect) {
        title = stack.last?.navigationItem.title
        let previous = stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
        backTitle = previous.map { $0.backButtonTitle ?? $0.title ?? "Back" }
        titleLabel = title.flatMap {
            $0.isEmpty ? nil : Self.label($0, .systemFont(ofSize: 17, weight: .semibold), UIColor(white: 0.1, alpha: 1))
        }
        chevron = backTitle == nil ? nil : ChevronView(color: .systemBlue)
        backLabel = backTitle.map { Self.label($0, .systemFont(ofSize: 17), .systemBlue) }
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for part in [titleLabel, chevron, backLabel] as [UIView?] {
            if let part { addSubview(part) }
        }
        place()
    }

    required init?(coder: NSCoder) { nil }

    private static func label(_ text: String, _ font: UIFont, _ color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.sizeToFit()
        return label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    /// Whether the back title is shown (it is hidden when it would run into the title).
    var showsBackTitle: Bool { backLabel.map { !$0.isHidden } ?? false }

    private func place() {
        let size = bounds.size
        UIView.performWithoutAnimation {
            var titleMinX = size.width
            if let titleLabel {
                let width = min(titleLabel.intrinsicContentSize.width, size.width * 0.5)
                titleLabel.frame = CGRect(
                    x: (size.width - width) / 2, y: (size.height - titleLabel.bounds.height) / 2,
                    width: width, height: titleLabel.bounds.height)
                titleMinX = titleLabel.frame.minX
            }
            chevron?.center = CGPoint(x: 14, y: size.height / 2)
            if let backLabel {
                let width = min(backLabel.intrinsicContentSize.width, size.width * 0.28)
                backLabel.frame = CGRect(
                    x: 26, y: (size.height - backLabel.bounds.height) / 2,
                    width: width, height: backLabel.bounds.height)
                backLabel.isHidden = backLabel.frame.maxX + 8 > titleMinX
            }
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
