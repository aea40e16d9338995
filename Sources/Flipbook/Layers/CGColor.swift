import Foundation

/// An immutable sRGB colour with straight alpha: Flipbook's small stand-in for Core Graphics' `CGColor`
/// (the colour a `CALayer` stores; `UIColor.cgColor` produces one).
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// Red in sRGB, normally 0…1 (values outside are kept and clamped only when drawing).
    public let red: CGFloat
    /// Green in sRGB.
    public let green: CGFloat
    /// Blue in sRGB.
    public let blue: CGFloat
    /// Opacity, 0…1.
    public let alpha: CGFloat

    /// A colour from sRGB components and alpha.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey from a white level (0 black … 1 white) and alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components `[red, green, blue, alpha]`.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components, alpha included (always 4).
    public var numberOfComponents: Int { 4 }

    /// The same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Component-wise equality.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the four components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// `CGColor(r, g, b, a)` with the components.
    public var description: String { "CGColor(\(red), \(green), \(blue), \(alpha))" }

    /// The colour for the rasterizer.
    var rasterColor: Color {
        Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
