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
    /// True when every texel is opaque, so every sample is too.
    var isOpaque = false

    /// `value · 256` rounded to the nearest integer (halves up), clamped to ±2⁴⁰ so the integer
    /// maths below cannot overflow; NaN gives the lower bound.
    ///
    /// Rounding is `floor(v · 256 + ½)`, done as a truncating conversion of a number made positive
    /// by adding 2⁴¹ (exact in a Double at this magnitude to 1/2048), so no libm call or branch.
    @inline(__always)
    static func fixed(_ value: Double) -> Int {
        let limit = 1_099_511_627_776.0 // 2⁴⁰
        let offset = 2_199_023_255_552.0 // 2⁴¹
        let scaled = value * 256 + 0.5
        let clamped = scaled > -limit ? (scaled < limit ? scaled : limit) : -limit
        return Int(clamped + offset) &- 2_199_023_255_552
    }

    @inline(__always)
    private func clampX(_ x: Int) -> Int { x < minX ? minX : (x > maxX ? maxX : x) }
    @inline(__always)
    private func clampY(_ y: Int) -> Int { y < minY ? minY : (y > maxY ? maxY : y) }

    /// Bilinear sample at a texel-space position given in 1/256 texel (already shifted by −½
    /// texel), when the four texels are known to be inside the clamp bounds.
    @inline(__always)
    func bilinearInside(fu: Int, fv: Int) -> UInt32 {
        let p = texels + ((fv >> 8) &* stride &+ (fu >> 8))
        return Texture.blend(
            p[0], p[1], p[stride], p[stride &+ 1],
            fx: UInt64(truncatingIfNeeded: fu & 255), fy: UInt64(truncatingIfNeeded: fv & 255))
    }

    /// Bilinear sample at a position in 1/256 texel (shifted by −½ texel), edge-clamped.
    @inline(__always)
    func bilinearClamped(fu: Int, fv: Int) -> UInt32 {
        let x0 = fu >> 8
        let y0 = fv >> 8
        let xa = clampX(x0)
        let xb = clampX(x0 &+ 1)
        let rowA = clampY(y0) &* stride
        let rowB = clampY(y0 &+ 1) &* stride
        return Texture.blend(
            texels[rowA &+ xa], texels[rowA &+ xb], texels[rowB &+ xa], texels[rowB &+ xb],
            fx: UInt64(truncatingIfNeeded: fu & 255), fy: UInt64(truncatingIfNeeded: fv & 255))
    }

    /// `bilinearClamped`, with the clamping skipped when the four texels are all inside the bounds
    /// (where it changes nothing).
    @inline(__always)
    func bilinear(fu: Int, fv: Int) -> UInt32 {
        let x0 = fu >> 8
        let y0 = fv >> 8
        guard x0 >= minX && x0 < maxX && y0 >= minY && y0 < maxY else { return bilinearClamped(fu: fu, fv: fv) }
        return bilinearInside(fu: fu, fv: fv)
    }

    /// The texel at a position in 1/256 texel, edge-clamped: the nearest texel, the one whose square
    /// contains the position.
    @inline(__always)
    func nearestClamped(fu: Int, fv: Int) -> UInt32 {
        texels[clampY(fv >> 8) &* stride &+ clampX(fu >> 8)]
    }

    /// Blends four texels: first along x in each row, `(p₀ · (256 − fx) + p₁ · fx) / 256`, then
    /// between the rows with fy, rounding after each step.
    ///
    /// All four channels go through one 64-bit word with a 16-bit lane each (`spread`): a lane
    /// holds at most 255 · 256 = 65280 before each rounding shift, so lanes never carry into each
    /// other. The intermediate rounding keeps the result within 1/255 of exact bilinear filtering.
    @inline(__always)
    static func blend(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, fx: UInt64, fy: UInt64) -> UInt32 {
        let half: UInt64 = 0x0080_0080_0080_0080
        let top = (spread(p00) &* (256 &- fx) &+ spread(p10) &* fx &+ half) >> 8 & laneLowBytes
        let bottom = (spread(p01) &* (256 &- fx) &+ spread(p11) &* fx &+ half) >> 8 & laneLowBytes
        return pack((top &* (256 &- fy) &+ bottom &* fy &+ half) >> 8 & laneLowBytes)
    }
}
