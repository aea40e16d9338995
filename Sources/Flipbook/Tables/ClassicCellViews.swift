import Foundation

/// The classic `textLabel`, `detailTextLabel` and `imageView` of a ``UITableViewCell``, laid out for its
/// ``UITableViewCell/CellStyle`` with the metrics of the matching list configuration (so `.value1` looks
/// like ``UIListContentConfiguration/valueCell()``).
@MainActor
final class ClassicCellViews {
    let style: UITableViewCell.CellStyle
    let image = UIImageView(frame: .zero)
    let text = UILabel(frame: .zero)
    let detail = UILabel(frame: .zero)

    init(style: UITableViewCell.CellStyle) {
        self.style = style
        let configuration = Self.baseConfiguration(style)
        text.font = configuration.textProperties.font
        text.textColor = configuration.textProperties.color
        detail.font = configuration.secondaryTextProperties.font
        detail.textColor = configuration.secondaryTextProperties.color
        if style == .value2 {
            text.font = .systemFont(ofSize: 15, weight: .semibold)
            text.textColor = .systemBlue
            text.textAlignment = .right
            detail.font = .systemFont(ofSize: 15)
            detail.textColor = .label
        }
        image.contentMode = .scaleAspectFit
    }

    private static func baseConfiguration(_ style: UITableViewCell.CellStyle) -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .value1, .value2: .valueCell()
        case .subtitle: .subtitleCell()
        }
    }

    /// A list configuration with the labels' current texts, fonts and image.
    private func configuration(margin: CGFloat) -> UIListContentConfiguration {
        var configuration = Self.baseConfiguration(style)
        configuration.attributedText = text.text?.isEmpty == false ? text.attributedText : nil
        configuration.secondaryAttributedText =
            style != .default && detail.text?.isEmpty == false ? detail.attributedText : nil
        configuration.textProperties.font = text.font
        configuration.textProperties.numberOfLines = text.numberOfLines
        configuration.secondaryTextProperties.font = detail.font
        configuration.secondaryTextProperties.numberOfLines = detail.numberOfLines
        configuration.image = image.image
        configuration.imageProperties.reservedLayoutSize = .zero
        configuration.imageToTextPadding = 15
        configuration.directionalLayoutMargins.leading = margin
        configuration.directionalLayoutMargins.trailing = margin
        if style == .value2 { configuration.prefersSideBySideTextAndSecondaryText = true }
        return configuration
    }

    /// Places the views in `bounds` (the content view's).
    func layout(in bounds: CGRect, margin: CGFloat) {
        let layout = ListContentLayout(configuration(margin: margin), width: bounds.width, height: bounds.height)
        image.frame = layout.imageFrame
        text.frame = layout.textFrame
        detail.frame = layout.secondaryTextFrame
        if style == .value2 {
            // UIKit's value2: a fixed column for the label, the detail after it.
            let column: CGFloat = 67
            text.frame = CGRect(x: margin, y: layout.textFrame.minY, width: column, height: layout.textFrame.height)
            detail.frame.origin.x = margin + column + 6
            detail.frame.size.width = max(bounds.width - margin - detail.frame.minX, 0)
        }
    }

    /// The height the labels need at `width`.
    func height(width: CGFloat, margin: CGFloat) -> CGFloat {
        ListContentLayout(configuration(margin: margin), width: width).height
    }

    /// Where the text starts.
    func textLeading(margin: CGFloat) -> CGFloat {
        ListContentLayout(configuration(margin: margin), width: 1000).textX
    }
}
