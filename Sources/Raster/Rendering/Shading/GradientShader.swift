/// Paints a gradient: each pixel centre is mapped back to the item's local plane, placed on the
/// ramp, and its colour looked up in a table of `gradientRampSize` premultiplied entries.
struct GradientShader: SpanShader {
    let gradient: Gradient
    let ramp: UnsafePointer<UInt32>
    /// Device → local homography.
    let map: Matrix3
    /// When every row of the gradient is the same (see `isSameOnEveryRow`): the colour of each column
    /// from `firstColumn` on, as `shade` would look it up on any row.
    var columns: (colours: UnsafePointer<UInt32>, firstColumn: Int)? = nil

    /// Whether a linear gradient under `map` puts a pixel on the same ramp entry whatever its row: the
    /// map is affine, device y moves no local x (`m21` is 0) and the gradient runs along local x only
    /// (`ey` is 0). The row then enters the position only as `(ly − startY) · 0`, a zero, which changes
    /// no sum but one that is itself zero, and a position of ±0 takes the first entry either way. The
    /// bounds keep `ly` finite for any pixel centre.
    static func isSameOnEveryRow(_ gradient: Gradient, map m: Matrix3) -> Bool {
        gradient.kind == .linear && m.m13 == 0 && m.m23 == 0 && m.m33 == 1 && m.m21 == 0
            && gradient.endY - gradient.startY == 0
            && [m.m11, m.m12, m.m22, m.m31, m.m32, gradient.startX, gradient.startY, gradient.endX]
                .allSatisfy { abs($0) < 1e100 }
    }

    /// The colour `shade` looks up for column `x` (on any row, when `isSameOnEveryRow`).
    func colour(column x: Int, row y: Int) -> UInt32 {
        let m = map
        let cx = Double(x) + 0.5
        let cy = Double(y) + 0.5
        let t = gradient.position(x: cx * m.m11 + cy * m.m21 + m.m31, y: cx * m.m12 + cy * m.m22 + m.m32)
        return ramp[t > 0 ? (t < 1 ? Int(t * Double(gradientRampSize - 1) + 0.5) : gradientRampSize - 1) : 0]
    }

    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget) {
        let dst = target.pixel(x, y)
        let m = map
        let cy = Double(y) + 0.5
        let last = Double(gradientRampSize - 1)
        if let columns {
            composite(columns.colours + (x - columns.firstColumn), fadedBy: coverage, onto: dst, count: count)
            return
        }
        if m.m13 == 0 && m.m23 == 0 && m.m33 == 1 && gradient.kind == .linear {
            shadeLinear(cy: cy, x: x, count: count, coverage: coverage, dst: dst)
            return
        }
        if m.m13 == 0 && m.m23 == 0 && m.m33 == 1 {
            // An affine map (every gradient drawn without perspective): w is exactly 1 at every pixel centre,
            // and dividing by it would change no bit, so the two divides per pixel are left out.
            for i in 0..<count {
                let cx = Double(x + i) + 0.5
                let t = gradient.position(x: cx * m.m11 + cy * m.m21 + m.m31, y: cx * m.m12 + cy * m.m22 + m.m32)
                let index = t > 0 ? (t < 1 ? Int(t * last + 0.5) : gradientRampSize - 1) : 0
                dst[i] = composite(ramp[index], fadedBy: coverage, onto: dst[i])
            }
            return
        }
        for i in 0..<count {
            let cx = Double(x + i) + 0.5
            let w = cx * m.m13 + cy * m.m23 + m.m33
            let lx = (cx * m.m11 + cy * m.m21 + m.m31) / w
            let ly = (cx * m.m12 + cy * m.m22 + m.m32) / w
            let t = gradient.position(x: lx, y: ly)
            // NaN (a pixel that maps to infinity) lands on the first entry.
            let index = t > 0 ? (t < 1 ? Int(t * last + 0.5) : gradientRampSize - 1) : 0
            dst[i] = composite(ramp[index], fadedBy: coverage, onto: dst[i])
        }
    }

    /// A linear gradient under an affine map, four pixels per step: each lane computes its ramp position
    /// with the very operations of `Gradient.position` (the same products, sums and divide, in the same
    /// order: the same bits) and source-over runs in 16-bit lanes, which gives `composite`'s result.
    @inline(__always)
    private func shadeLinear(cy: Double, x: Int, count: Int, coverage: UInt32, dst: UnsafeMutablePointer<UInt32>) {
        let m = map
        let g = gradient
        let ex = g.endX - g.startX
        let ey = g.endY - g.startY
        let lengthSquared = ex * ex + ey * ey
        let last = Double(gradientRampSize - 1)
        let rowX = cy * m.m21
        let rowY = cy * m.m22
        let fade = UInt16(coverage)
        let bytes = UnsafeMutableRawPointer(dst)
        var i = 0
        while lengthSquared > 0 && i + 4 <= count {
            let base = Double(x + i)
            let cx = SIMD4<Double>(base, base + 1, base + 2, base + 3) + 0.5
            let lx = cx * m.m11 + rowX + m.m31
            let ly = cx * m.m12 + rowY + m.m32
            let t = ((lx - g.startX) * ex + (ly - g.startY) * ey) / lengthSquared
            // NaN lands on the first entry, as in the scalar loop.
            var scaled = SIMD4<Double>(repeating: 0)
            scaled.replace(with: t * last + 0.5, where: t .> 0)
            scaled.replace(with: last, where: t .>= 1)
            let colors = SIMD4<UInt32>(
                ramp[Int(scaled[0])], ramp[Int(scaled[1])], ramp[Int(scaled[2])], ramp[Int(scaled[3])])
            var source = ChannelPair(colors)
            if fade != 255 { source = source.scaled(by: fade) }
            let d = ChannelPair(bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self))
            bytes.storeBytes(
                of: d.scaled(by: 255 &- source.alphas).saturatingAdd(source).packed, toByteOffset: i * 4,
                as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            let cx = Double(x + i) + 0.5
            let t = gradient.position(x: cx * m.m11 + cy * m.m21 + m.m31, y: cx * m.m12 + cy * m.m22 + m.m32)
            let index = t > 0 ? (t < 1 ? Int(t * last + 0.5) : gradientRampSize - 1) : 0
            dst[i] = composite(ramp[index], fadedBy: coverage, onto: dst[i])
            i += 1
        }
    }
}
