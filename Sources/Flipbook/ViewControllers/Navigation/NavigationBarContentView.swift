import Foundation

/// What a navigation bar shows for one stack: the top view controller's title, centred, and — below the
/// root — a back chevron with the previous view controller's title ("Back" when it has none), tinted
/// system blue. Titles are drawn as `TextPlaceholderView` bars.
@MainActor
final class NavigationBarContentView: UIView {
    /// The title shown in the middle.
    let title: String?
    /// The back button's title, or `nil` without a back button.
    let backTitle: String?

    init(stack: [UIViewController], frame: CGRect) {
        title = stack.last?.title
        backTitle = stack.count > 1 ? (stack[stack.count - 2].title ?? "Back") : nil
        super.init(frame: frame)
        isUserInteractionEnabled = false
        if let title, !title.isEmpty {
            let label = TextPlaceholderView(text: title, glyphWidth: 7.5, height: 9, color: UIColor(white: 0.1, alpha: 1))
            label.center = CGPoint(x: frame.width / 2, y: frame.height / 2)
            label.frame.size.width = min(label.frame.width, frame.width * 0.5)
            label.center.x = frame.width / 2
            addSubview(label)
        }
        if let backTitle {
            let chevron = ChevronView(color: .systemBlue)
            chevron.center = CGPoint(x: 14, y: frame.height / 2)
            addSubview(chevron)
            let label = TextPlaceholderView(text: backTitle, glyphWidth: 7, height: 8, color: .systemBlue)
            label.frame.size.width = min(label.frame.width, frame.width * 0.28)
            label.frame.origin = CGPoint(x: 26, y: (frame.height - label.frame.height) / 2)
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) { nil }
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
