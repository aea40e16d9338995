extension Bitmap {
    /// The frame as opaque RGB bytes (three per pixel, rows top to bottom), composited over white: the
    /// form GIF and video frames take, since neither keeps partial transparency.
    public func opaqueRGB() -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        pixels.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for pixel in 0..<(width * height) {
                    // Premultiplied over white: colour + (1 - alpha) × 255, exact in integers.
                    let uncovered = 255 - source[pixel * 4 + 3]
                    target[pixel * 3] = source[pixel * 4] &+ uncovered
                    target[pixel * 3 + 1] = source[pixel * 4 + 1] &+ uncovered
                    target[pixel * 3 + 2] = source[pixel * 4 + 2] &+ uncovered
                }
            }
        }
        return rgb
    }
}

/// Whether pixel number `pixel` differs between two opaque RGB buffers (three bytes per pixel).
@inline(__always)
func rgbPixelsDiffer(_ a: [UInt8], _ b: [UInt8], at pixel: Int) -> Bool {
    let i = pixel * 3
    return a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2]
}
