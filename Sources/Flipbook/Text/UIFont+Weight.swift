import Foundation
import Raster

extension UIFont {
    /// A font weight, as UIKit's `UIFont.Weight`: a value from -1 (lightest) to 1 (heaviest), with
    /// UIKit's named values.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight value.
        public var rawValue: CGFloat
        /// A weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Ultra light (Inter Thin).
        public static let ultraLight = Weight(-0.8)
        /// Thin (Inter ExtraLight).
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// Regular.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy (Inter ExtraBold).
        public static let heavy = Weight(0.56)
        /// Black.
        public static let black = Weight(0.62)

        /// The bundled face nearest to this weight.
        var bundledFont: BundledFont {
            let faces: [(Weight, BundledFont)] = [
                (.ultraLight, .thin), (.thin, .extraLight), (.light, .light), (.regular, .regular),
                (.medium, .medium), (.semibold, .semiBold), (.bold, .bold), (.heavy, .extraBold), (.black, .black),
            ]
            let value = rawValue.isFinite ? rawValue : 0
            return faces.min { abs($0.0.rawValue - value) < abs($1.0.rawValue - value) }!.1
        }
    }

    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public var rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A style from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// 34 pt regular.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// 28 pt regular.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// 22 pt regular.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// 20 pt regular.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// 15 pt regular.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// 17 pt regular.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// 16 pt regular.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// 13 pt regular.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// 12 pt regular.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// 11 pt regular.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// iOS's default size and weight at the "Large" content size (body for unknown styles).
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
