@testable import Raster

/// Small synthetic images for the comparison tests.
enum ComparisonFixtures {
    static let white = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255)
    static let black = PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
    static let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)

    /// A black axis-aligned rectangle on white with exact area coverage at fractional edges,
    /// the way an anti-aliasing rasterizer would draw it.
    static func rectangle(width: Int, height: Int, x0: Double, y0: Double, x1: Double, y1: Double) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: white)
        for y in 0..<height {
            let cy = max(0, min(Double(y + 1), y1) - max(Double(y), y0))
            for x in 0..<width {
                let cx = max(0, min(Double(x + 1), x1) - max(Double(x), x0))
                let shade = UInt8((255 * (1 - cx * cy)).rounded())
                bitmap[x, y] = PremultipliedPixel(r: shade, g: shade, b: shade, a: 255)
            }
        }
        return bitmap
    }

    /// `base` with the pixels of the given rectangle (inclusive) replaced by `pixel`.
    static func painting(_ base: Bitmap, _ pixel: PremultipliedPixel, minX: Int, minY: Int, maxX: Int, maxY: Int)
        -> Bitmap
    {
        var copy = base
        for y in minY...maxY { for x in minX...maxX { copy[x, y] = pixel } }
        return copy
    }
}
