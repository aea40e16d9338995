/// An opaque sRGB colour in a GIF palette.
public struct PaletteColor: Hashable, Sendable, Comparable {
    /// Red, 0–255.
    public var r: UInt8
    /// Green, 0–255.
    public var g: UInt8
    /// Blue, 0–255.
    public var b: UInt8

    /// A colour from its three channels.
    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// How much each channel's error counts when colours are compared, quantized and dithered: green most
    /// and blue least, roughly as the eye weighs them (a cheap stand-in for a perceptual space that keeps
    /// every comparison in integer-exact sRGB sums).
    static let weights: (r: Double, g: Double, b: Double) = (3, 4, 2)

    /// The weighted squared distance to the colour (r, g, b).
    func distance(r red: Double, g green: Double, b blue: Double) -> Double {
        let dr = Double(r) - red
        let dg = Double(g) - green
        let db = Double(b) - blue
        return Self.weights.r * dr * dr + Self.weights.g * dg * dg + Self.weights.b * db * db
    }

    /// Orders colours by red, then green, then blue (so exact palettes list them in one fixed order).
    public static func < (lhs: PaletteColor, rhs: PaletteColor) -> Bool {
        (lhs.r, lhs.g, lhs.b) < (rhs.r, rhs.g, rhs.b)
    }
}
