import Foundation

extension UIImage {
    /// How an image is drawn: in its own colours or as a template filled with the tint colour (UIKit's
    /// `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// The context decides: symbol images are templates, other images keep their colours.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The stroke weight of a symbol image (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        /// No weight chosen: regular, or the text style's weight.
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }

    /// The size of a symbol image relative to its point size (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The default scale (medium).
        case `default` = -1
        /// No scale chosen (medium).
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// Traits an image is drawn for (UIKit's `UIImage.Configuration`); ``SymbolConfiguration`` adds a
    /// symbol's size, weight and colours.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the configuration was made for, if any.
        public internal(set) var traitCollection: UITraitCollection?

        /// An empty configuration.
        public required override init() {
            super.init()
        }

        /// A copy with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = copied()
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with the values `otherConfiguration` specifies laid over it.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = copied()
            if let traits = otherConfiguration?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        /// A copy of every value (subclasses copy theirs in `copyValues(from:)`).
        func copied() -> Self {
            let copy = Self()
            copy.copyValues(from: self)
            return copy
        }

        /// Copies `other`'s values into this configuration.
        func copyValues(from other: Configuration) {
            traitCollection = other.traitCollection
        }
    }
}
