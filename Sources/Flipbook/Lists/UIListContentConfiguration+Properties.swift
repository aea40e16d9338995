import Foundation

extension UIListContentConfiguration {
    /// How a list configuration's text is drawn, as UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Sendable {
        /// The font.
        public var font: UIFont
        /// The text colour.
        public var color: UIColor
        /// The horizontal alignment.
        public var alignment: TextAlignment = .natural
        /// How lines that do not fit are broken or truncated.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0: as many as needed).
        public var numberOfLines = 0
        /// Shrink the font so that the text fits its width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale ``adjustsFontSizeToFitWidth`` may shrink to.
        public var minimumScaleFactor: CGFloat = 0
        /// Tighten letter spacing before truncating (kept for source compatibility; Flipbook truncates).
        public var allowsDefaultTighteningForTruncation = true
        /// A case change applied to plain text (grouped table headers are upper case).
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// Horizontal alignment of list text.
        public enum TextAlignment: Int, Sendable {
            /// Leading (left in Flipbook's left-to-right layout).
            case natural
            /// Centred.
            case center
            /// Justified (drawn leading-aligned in Flipbook).
            case justified
        }

        /// A case change applied to list text.
        public enum TextTransform: Int, Sendable {
            /// The text as it is.
            case none
            /// Every letter in upper case.
            case uppercase
            /// Every letter in lower case.
            case lowercase
            /// Each word capitalised.
            case capitalized

            func apply(to text: String) -> String {
                switch self {
                case .none: text
                case .uppercase: text.uppercased()
                case .lowercase: text.lowercased()
                case .capitalized: text.capitalized
                }
            }
        }
    }

    /// How a list configuration's image is sized and drawn, as UIKit's
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Sendable {
        /// "The system's size": a 29-point column, or the image's own size.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude
        /// A tint for template images (kept for symbol images; bitmap images draw as they are).
        public var tintColor: UIColor?
        /// The largest size the image is drawn at, aspect-fit (zero in a dimension: no limit).
        public var maximumSize = CGSize.zero
        /// The space reserved for the image, so that rows with images of different widths align their
        /// text (``standardDimension``: at least 29 points, or the image's width if wider).
        public var reservedLayoutSize = CGSize(width: standardDimension, height: standardDimension)
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// Kept for source compatibility (Flipbook has no accessibility inversion).
        public var accessibilityIgnoresInvertColors = false

        /// The width of the image column when ``reservedLayoutSize`` is standard: 29 points, Settings' icon size.
        static let standardColumnWidth: CGFloat = 29

        /// A default: drawn at the image's size, in a standard column.
        public init() {}

        /// The size the image is drawn at.
        func drawnSize(of image: UIImage) -> CGSize {
            var size = image.size
            let limits = maximumSize
            guard size.width > 0, size.height > 0 else { return .zero }
            var factor: CGFloat = 1
            if limits.width > 0 { factor = min(factor, limits.width / size.width) }
            if limits.height > 0 { factor = min(factor, limits.height / size.height) }
            size = CGSize(width: size.width * factor, height: size.height * factor)
            return size
        }

        /// The width of the image column for an image drawn `size` large.
        func columnWidth(for size: CGSize) -> CGFloat {
            let reserved = reservedLayoutSize.width
            if reserved == Self.standardDimension { return max(Self.standardColumnWidth, size.width) }
            return max(reserved, size.width)
        }
    }
}
