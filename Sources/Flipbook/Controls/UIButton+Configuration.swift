import Foundation

extension UIButton {
    /// How a button looks, as UIKit's `UIButton.Configuration` (the plain and filled styles and the
    /// properties they use).
    public struct Configuration: Hashable {
        /// The look of the background.
        enum Style: Hashable {
            case plain, filled, tinted, gray
        }

        /// How round the background's corners are, as UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable {
            /// A radius that follows the button size (8 points for medium).
            case dynamic
            /// No rounding beyond the background's own corner radius.
            case fixed
            /// 4 points.
            case small
            /// 8 points.
            case medium
            /// 12 points.
            case large
            /// Half the height.
            case capsule
        }

        var style: Style

        /// The title.
        public var title: String?
        /// The colour of the title; nil uses the style's (tint for plain, white for filled).
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil uses the style's (tint for filled, none for plain).
        public var baseBackgroundColor: UIColor?
        /// How round the background is.
        public var cornerStyle: CornerStyle = .dynamic
        /// Space around the title (7 points above and below, 12 at the sides by default).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// How the title is aligned when the button is wider than it.
        public var titleAlignment: TitleAlignment = .automatic

        /// How the title lines up, as UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Hashable, Sendable {
            case automatic, leading, center, trailing
        }

        /// A title in the tint colour with no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A white title on a background of the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A title in the tint colour on a pale background of the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A title in the tint colour on a light grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }

        /// The title colour for a tint.
        func foreground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background colour for a tint (nil: none).
        func background(tint: UIColor) -> UIColor? {
            if let baseBackgroundColor { return baseBackgroundColor }
            switch style {
            case .plain: return nil
            case .filled: return tint
            case .tinted: return tint.withAlphaComponent(0.15)
            case .gray: return UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.12)
            }
        }

        /// The corner radius of the background for a button height.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: 0
            case .small: 4
            case .dynamic, .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }
    }
}

/// Edge insets that follow the layout direction, as UIKit's `NSDirectionalEdgeInsets` (Flipbook lays out
/// left to right: leading is left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets from their four sides.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
