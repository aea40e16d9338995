/// A premultiplied RGBA8 raster image in sRGB: `width × height` pixels, rows top to bottom,
/// four bytes per pixel (r, g, b, a), colour channels already multiplied by alpha.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied RGBA bytes, `width * 4` bytes per row, no padding.
    public var pixels: [UInt8]

    /// Bytes per row (`width * 4`).
    public var bytesPerRow: Int { width * 4 }

    /// A bitmap of the given size filled with one premultiplied pixel (transparent by default).
    public init(width: Int, height: Int, fill: PremultipliedPixel = .transparent) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .transparent {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.r
                bytes[i + 1] = fill.g
                bytes[i + 2] = fill.b
                bytes[i + 3] = fill.a
            }
        }
        self.pixels = bytes
    }

    /// A bitmap that takes ownership of premultiplied RGBA bytes; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "Bitmap needs width * height * 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> PremultipliedPixel {
        get {
            let i = (y * width + x) * 4
            return PremultipliedPixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }
}
