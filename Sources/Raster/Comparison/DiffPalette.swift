/// The colours of a comparison's diff image.
///
/// Unchanged pixels become a faded grey: the expected pixel's brightness (blended over white) mixed
/// over white at 10 %, so the picture stays recognisable without competing with the marks.
/// Counted differences are opaque red, anti-aliasing-only differences opaque yellow.
public enum DiffPalette {
    /// Colour of a counted differing pixel: opaque red.
    public static let changed = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
    /// Colour of a pixel that differs only by anti-aliasing: opaque yellow.
    public static let antiAliased = PremultipliedPixel(r: 255, g: 255, b: 0, a: 255)
    /// How strongly unchanged pixels show through white (pixelmatch's default alpha).
    public static let fadeAlpha = 0.1

    /// The faded grey level for a premultiplied pixel: `255 + fadeAlpha × (Y − 255)`, Y over white.
    public static func fadedGrey(_ pixel: PremultipliedPixel) -> UInt8 {
        let w = 255 - Int(pixel.a)
        let y = ColorDistance.luma(Double(Int(pixel.r) + w), Double(Int(pixel.g) + w), Double(Int(pixel.b) + w))
        return UInt8(min(max(255 + fadeAlpha * (y - 255), 0), 255).rounded())
    }

    @inline(__always)
    static func writeFaded(
        from pixels: UnsafeBufferPointer<UInt8>, at i: Int, into out: UnsafeMutableBufferPointer<UInt8>
    ) {
        let grey = fadedGrey(PremultipliedPixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3]))
        out[i] = grey
        out[i + 1] = grey
        out[i + 2] = grey
        out[i + 3] = 255
    }

    @inline(__always)
    static func write(_ pixel: PremultipliedPixel, into out: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
        out[i] = pixel.r
        out[i + 1] = pixel.g
        out[i + 2] = pixel.b
        out[i + 3] = pixel.a
    }
}
