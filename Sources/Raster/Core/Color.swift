/// An sRGB colour with straight (non-premultiplied) alpha, each component in 0…1.
public struct Color: Sendable, Hashable, Codable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha, 0…1.
    public var alpha: Double

    /// A colour from straight-alpha sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour as a premultiplied 8-bit pixel, components clamped to 0…1 and rounded.
    public var premultiplied: PremultipliedPixel {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let a = min(max(alpha, 0), 1)
        return PremultipliedPixel(r: byte(red * a), g: byte(green * a), b: byte(blue * a), a: byte(a))
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
