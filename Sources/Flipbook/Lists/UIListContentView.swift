import Foundation

/// The view that shows a ``UIListContentConfiguration``, as UIKit's `UIListContentView`: the image centred
/// in its column at the leading margin, the text beside it, and the secondary text below it or at the
/// trailing edge, all centred vertically between the margins.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown. Setting a configuration of another type is reported and ignored.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                flipbookWarning("UIListContentView shows only UIListContentConfiguration; configuration ignored")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// True for list content configurations.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The height the content needs at the given width (the width is kept).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: ListContentLayout(listConfiguration, width: size.width).height)
    }

    /// Places the image and texts for the current bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = ListContentLayout(listConfiguration, width: bounds.width, height: bounds.height)
        imageView.frame = layout.imageFrame
        textLabel.frame = layout.textFrame
        secondaryTextLabel.frame = layout.secondaryTextFrame
    }

    /// Where the text starts, from the view's leading edge (table views inset their separators to it).
    var textLeadingInset: CGFloat { ListContentLayout(listConfiguration, width: bounds.width).textX }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        Self.style(textLabel, configuration.resolvedText, configuration.textProperties)
        Self.style(secondaryTextLabel, configuration.resolvedSecondaryText, configuration.secondaryTextProperties)
        setNeedsLayout()
    }

    private static func style(
        _ label: UILabel, _ text: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = properties.alignment == .center ? .center : .left
        label.attributedText = text
        label.isHidden = text == nil
    }
}

/// Where a list configuration's image and texts go in a view of a given width.
@MainActor
struct ListContentLayout {
    var imageFrame = CGRect.zero
    var textFrame = CGRect.zero
    var secondaryTextFrame = CGRect.zero
    /// The leading edge of the texts.
    var textX: CGFloat = 0
    /// The height the content needs: margins around the taller of the image and the texts.
    var height: CGFloat = 0

    /// The layout at `width`; with `height`, the content is centred vertically in it.
    init(_ configuration: UIListContentConfiguration, width: CGFloat, height boundsHeight: CGFloat? = nil) {
        let margins = configuration.directionalLayoutMargins
        var imageSize = CGSize.zero
        var column: CGFloat = 0
        if let image = configuration.image {
            imageSize = configuration.imageProperties.drawnSize(of: image)
            column = configuration.imageProperties.columnWidth(for: imageSize)
        }
        textX = margins.leading + (column > 0 ? column + configuration.imageToTextPadding : 0)
        let available = max(width - textX - margins.trailing, 0)
        let text = configuration.resolvedText
        let secondary = configuration.resolvedSecondaryText
        let textSize = Self.measure(text, configuration.textProperties, width: available)
        let secondarySize = Self.measure(secondary, configuration.secondaryTextProperties, width: available)
        let padding = configuration.textToSecondaryTextHorizontalPadding
        let sideBySide =
            configuration.prefersSideBySideTextAndSecondaryText && text != nil && secondary != nil
            && textSize.width + padding + secondarySize.width <= available
        let textBlock: CGFloat
        if sideBySide {
            textBlock = max(textSize.height, secondarySize.height)
        } else if text != nil, secondary != nil {
            textBlock = textSize.height + configuration.textToSecondaryTextVerticalPadding + secondarySize.height
        } else {
            textBlock = text != nil ? textSize.height : secondarySize.height
        }
        let content = max(textBlock, imageSize.height)
        height = max((margins.top + content + margins.bottom).rounded(.up), configuration.style.minimumHeight)
        let room = (boundsHeight ?? height) - margins.top - margins.bottom
        let top = margins.top + max((room - content) / 2, 0)
        let middle = top + content / 2
        if column > 0 {
            imageFrame = CGRect(
                x: margins.leading + (column - imageSize.width) / 2, y: middle - imageSize.height / 2,
                width: imageSize.width, height: imageSize.height)
        }
        let centered = configuration.textProperties.alignment == .center
        if sideBySide {
            textFrame = CGRect(
                x: textX, y: middle - textSize.height / 2, width: textSize.width, height: textSize.height)
            secondaryTextFrame = CGRect(
                x: width - margins.trailing - secondarySize.width, y: middle - secondarySize.height / 2,
                width: secondarySize.width, height: secondarySize.height)
        } else {
            var y = middle - textBlock / 2
            if text != nil {
                textFrame = CGRect(
                    x: textX, y: y, width: centered ? available : textSize.width, height: textSize.height)
                y += textSize.height + configuration.textToSecondaryTextVerticalPadding
            }
            if secondary != nil {
                secondaryTextFrame = CGRect(x: textX, y: y, width: secondarySize.width, height: secondarySize.height)
            }
        }
    }

    private static func measure(
        _ text: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties, width: CGFloat
    ) -> CGSize {
        guard let text else { return .zero }
        let label = UILabel(frame: .zero)
        label.font = properties.font
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.attributedText = text
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width.rounded(.up), width), height: size.height.rounded(.up))
    }
}
