// Texture sampling in fixed point.
//
// Texel (i, j) covers i…i+1 × j…j+1 in texel space, so its centre is at (i + ½, j + ½). Bilinear
// sampling at (u, v) blends the four texels around (u − ½, v − ½); coordinates are first rounded
// to 1/256 texel, which makes a sample that lands on a texel centre (up to rounding noise) return
// exactly that texel. Texel indices are clamped to the texture's (or source rectangle's) edge.

/// Read-only premultiplied texels and the rectangle of texels that sampling may reach.
struct Texture {
    let texels: UnsafePointer<UInt32>
    /// Texels per row.
    let stride: Int
    /// Inclusive bounds of reachable texels (edge clamp).
    let minX: Int, minY: Int, maxX: Int, maxY: Int

    /// `value · 256` rounded, clamped into a range where the integer maths below cannot overflow.
    @inline(__always)
    private static func fixed(_ value: Double) -> Int {
        let scaled = value * 256
        guard scaled == scaled else { return 0 }
        return Int(min(max(scaled, -1e12), 1e12).rounded())
    }

    @inline(__always)
    private func texel(_ x: Int, _ y: Int) -> UInt32 {
        texels[min(max(y, minY), maxY) * stride + min(max(x, minX), maxX)]
    }

    /// The nearest texel to `(u, v)`: the one whose square contains it.
    @inline(__always)
    func nearest(u: Double, v: Double) -> UInt32 {
        texel(Texture.fixed(u) >> 8, Texture.fixed(v) >> 8)
    }

    /// Bilinear interpolation of the four texels around `(u, v)`, weights in 1/256 steps.
    ///
    /// Red and blue share one 64-bit word and green and alpha another, each channel in a 32-bit
    /// lane; the four weights sum to 65536, so a lane holds at most 255 · 65536 + 32768 < 2³².
    @inline(__always)
    func bilinear(u: Double, v: Double) -> UInt32 {
        let fu = Texture.fixed(u - 0.5), fv = Texture.fixed(v - 0.5)
        let x0 = fu >> 8, y0 = fv >> 8
        let fx = UInt64(fu & 255), fy = UInt64(fv & 255)
        if fx == 0 && fy == 0 { return texel(x0, y0) }
        let p00 = texel(x0, y0), p10 = texel(x0 + 1, y0), p01 = texel(x0, y0 + 1), p11 = texel(x0 + 1, y0 + 1)
        let w00 = (256 - fx) * (256 - fy), w10 = fx * (256 - fy), w01 = (256 - fx) * fy, w11 = fx * fy
        @inline(__always) func redBlue(_ p: UInt32) -> UInt64 { let v = UInt64(p); return (v & 0xFF) | ((v & 0xFF_0000) << 16) }
        @inline(__always) func greenAlpha(_ p: UInt32) -> UInt64 { let v = UInt64(p); return ((v >> 8) & 0xFF) | ((v & 0xFF00_0000) << 8) }
        let rb = redBlue(p00) &* w00 &+ redBlue(p10) &* w10 &+ redBlue(p01) &* w01 &+ redBlue(p11) &* w11 &+ 0x0000_8000_0000_8000
        let ga = greenAlpha(p00) &* w00 &+ greenAlpha(p10) &* w10 &+ greenAlpha(p01) &* w01 &+ greenAlpha(p11) &* w11 &+ 0x0000_8000_0000_8000
        let r = (rb >> 16) & 0xFF, b = (rb >> 48) & 0xFF, g = (ga >> 16) & 0xFF, a = (ga >> 48) & 0xFF
        return UInt32(truncatingIfNeeded: r | g << 8 | b << 16 | a << 24)
    }
}
