/// One premultiplied RGBA8 pixel: each colour channel is at most `a`.
public struct PremultipliedPixel: Sendable, Hashable {
    /// Red, premultiplied.
    public var r: UInt8
    /// Green, premultiplied.
    public var g: UInt8
    /// Blue, premultiplied.
    public var b: UInt8
    /// Alpha (coverage × opacity).
    public var a: UInt8

    /// A pixel from premultiplied channel values.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Fully transparent black.
    public static let transparent = PremultipliedPixel(r: 0, g: 0, b: 0, a: 0)
}
