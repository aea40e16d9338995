import Foundation

/// The buttons a swiped row reveals, drawn in the cell behind its content: the strip the content left
/// uncovered is shared between the actions in proportion to their natural widths (so they stretch as the
/// swipe goes further), the first action at the outer edge.
@MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    /// True for actions on the trailing side (the row swiped to the left).
    let trailing: Bool
    private(set) var buttons: [UIView] = []
    /// How far the content is swiped (points, positive).
    var revealed: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// The narrowest a button is.
    static let minimumButtonWidth: CGFloat = 74

    init(configuration: UISwipeActionsConfiguration, trailing: Bool) {
        self.configuration = configuration
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for action in configuration.actions {
            let button = UIView(frame: .zero)
            button.backgroundColor = action.backgroundColor
            button.clipsToBounds = true
            let label = UILabel(frame: .zero)
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            button.addSubview(label)
            if let image = action.image {
                let imageView = UIImageView(image: image)
                imageView.tintColor = .white
                button.addSubview(imageView)
            }
            buttons.append(button)
        }
        // The outer buttons cover the inner ones, which reach under them to the edge.
        for button in buttons.reversed() { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// The natural width of each button: its title plus 15-point sides, at least 74 points.
    var naturalWidths: [CGFloat] {
        buttons.map { button in
            let title = (button.subviews.first as? UILabel)?.intrinsicContentSize.width ?? 0
            return max(title + 30, Self.minimumButtonWidth).rounded(.up)
        }
    }

    /// The width that shows every button at its natural width.
    var openWidth: CGFloat { naturalWidths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let widths = naturalWidths
        let total = max(widths.reduce(0, +), 1)
        let strip = min(revealed, bounds.width)
        var edge = trailing ? bounds.width : 0
        for (index, button) in buttons.enumerated() {
            let share = strip * widths[index] / total
            let x = trailing ? edge - share : edge
            // Each button reaches under the outer ones to the row's edge; its title sits in its own share.
            let frame =
                trailing
                ? CGRect(x: x, y: 0, width: bounds.width - x, height: bounds.height)
                : CGRect(x: 0, y: 0, width: x + share, height: bounds.height)
            button.frame = frame
            edge = trailing ? x : x + share
            let natural = widths[index]
            let slotX = trailing ? 0 : frame.width - natural
            var labelY = (bounds.height - 20) / 2
            if let imageView = button.subviews.last as? UIImageView {
                let size = CGSize(width: 22, height: 22)
                labelY += 12
                imageView.frame = CGRect(
                    x: slotX + (natural - size.width) / 2, y: labelY - size.height - 4, width: size.width,
                    height: size.height)
            }
            button.subviews.first?.frame = CGRect(x: slotX, y: labelY, width: natural, height: 20)
        }
    }

    /// The action whose button holds `point` (the view's coordinates): the outermost button there.
    func action(at point: CGPoint) -> (UIContextualAction, UIView)? {
        for (index, button) in buttons.enumerated() where button.frame.contains(point) {
            return (configuration.actions[index], button)
        }
        return nil
    }
}
