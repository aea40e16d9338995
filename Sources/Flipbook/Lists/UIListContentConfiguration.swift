import Foundation

/// The content of a list row, header or footer, as UIKit's `UIListContentConfiguration`: a text, a secondary
/// text and an image with their styles and the margins and paddings between them. Start from a style
/// (``cell()``, ``subtitleCell()``, ``valueCell()``, ``groupedHeader()``…, or a cell's
/// `defaultContentConfiguration()`), set what the row shows and assign it to the cell's
/// `contentConfiguration`; ``UIListContentView`` lays it out as iOS 17 does.
public nonisolated struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    /// The primary text.
    public var text: String?
    /// The primary text with attributes (used instead of ``text`` when set).
    public var attributedText: NSAttributedString? {
        get { storedAttributedText?.value }
        set { storedAttributedText = newValue.map(SendableText.init) }
    }
    private var storedAttributedText: SendableText?
    /// The secondary text: a subtitle, a value beside the text, or nothing.
    public var secondaryText: String?
    /// The secondary text with attributes (used instead of ``secondaryText`` when set).
    public var secondaryAttributedText: NSAttributedString? {
        get { storedSecondaryAttributedText?.value }
        set { storedSecondaryAttributedText = newValue.map(SendableText.init) }
    }
    private var storedSecondaryAttributedText: SendableText?
    /// The image at the leading edge.
    public var image: UIImage?
    /// How the image is sized, tinted and rounded.
    public var imageProperties = ImageProperties()
    /// The primary text's font, colour, lines and alignment.
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    /// The secondary text's font, colour, lines and alignment.
    public var secondaryTextProperties = TextProperties(
        font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    /// Space between the content view's edges and its content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Lay the secondary text beside the text (trailing-aligned) rather than below it, when both fit.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Space between the image's column and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the image's column and the secondary text (when stacked).
    public var imageToSecondaryTextPadding: CGFloat = 16
    /// Space between the text and the secondary text when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// The style the configuration was made from (for ``updated(for:)``).
    var style: ListContentStyle = .cell

    init(style: ListContentStyle) {
        self.style = style
    }

    /// A view showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for `state`: a selected or highlighted sidebar row turns its text and image white
    /// (on the tinted background); other styles keep their colours, as on iOS.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard style.isSidebar, let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted
        else { return self }
        var copy = self
        copy.textProperties.color = .white
        copy.secondaryTextProperties.color = .white
        copy.imageProperties.tintColor = .white
        return copy
    }

    /// The text to draw: the attributed text, else the plain one with ``textProperties``' transform.
    var resolvedText: NSAttributedString? { Self.resolve(attributedText, text, textProperties) }
    /// The secondary text to draw.
    var resolvedSecondaryText: NSAttributedString? {
        Self.resolve(secondaryAttributedText, secondaryText, secondaryTextProperties)
    }

    private static func resolve(_ attributed: NSAttributedString?, _ plain: String?, _ properties: TextProperties)
        -> NSAttributedString?
    {
        if let attributed, attributed.length > 0 { return attributed }
        guard let plain, !plain.isEmpty else { return nil }
        return NSAttributedString(string: properties.transform.apply(to: plain))
    }
}

/// An attributed string carried in a `Sendable` configuration (configurations copy it when they store it).
private struct SendableText: @unchecked Sendable {
    let value: NSAttributedString
    init(_ value: NSAttributedString) { self.value = NSAttributedString(attributedString: value) }
}

/// The style a list configuration started from.
enum ListContentStyle: Sendable {
    case cell, subtitleCell, valueCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, sidebarHeader

    /// The shortest a row of the style is: 44 points for rows, nothing for headers and footers.
    var minimumHeight: CGFloat {
        switch self {
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader,
            .extraProminentInsetGroupedHeader, .sidebarHeader:
            0
        default: 44
        }
    }

    var isSidebar: Bool {
        switch self {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell: true
        default: false
        }
    }
}
