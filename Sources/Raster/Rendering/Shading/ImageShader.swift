/// The map from device pixel positions to texel coordinates: `(x, y, 1) × matrix = (U, V, Q)`,
/// texel position `(U / Q, V / Q)`. Affine when `Q` does not depend on the position.
///
/// For an image quad it is the inverse of the quad's plane homography followed by the affine
/// local-to-texel map; for a mesh triangle, the projective map fixed by its three homogeneous
/// vertices — which is exactly perspective-correct interpolation (u/w, v/w and 1/w are affine in
/// screen space).
struct TextureMap {
    let matrix: Matrix3
    let isAffine: Bool

    /// Normalises `matrix` so that an affine map needs no divide. Nil when not finite.
    init?(_ m: Matrix3) {
        guard m.isFinite else { return nil }
        if m.m13 == 0 && m.m23 == 0 {
            guard m.m33 != 0 else { return nil }
            let r = 1 / m.m33
            matrix = Matrix3(m.m11 * r, m.m12 * r, 0, m.m21 * r, m.m22 * r, 0, m.m31 * r, m.m32 * r, 1)
            isAffine = true
        } else {
            matrix = m
            isAffine = false
        }
        guard matrix.isFinite else { return nil }
    }

    /// True when texel `(x + dx, y + dy)` sits exactly under pixel `(x, y)` for integer offsets.
    var integerTranslation: (dx: Int, dy: Int)? {
        let m = matrix
        guard isAffine, m.m11 == 1, m.m12 == 0, m.m21 == 0, m.m22 == 1,
            m.m31 == m.m31.rounded(), m.m32 == m.m32.rounded(), abs(m.m31) < 1e9, abs(m.m32) < 1e9
        else { return nil }
        return (Int(m.m31), Int(m.m32))
    }
}

/// Paints a texture through a `TextureMap`, faded by an opacity, sampled at pixel centres.
struct ImageShader: SpanShader {
    let texture: Texture
    let map: TextureMap
    let bilinear: Bool
    /// Opacity as an 8-bit fraction.
    let opacity: UInt32
    /// Set when the map is an integer translation: texels are copied, not sampled.
    private let translation: (dx: Int, dy: Int)?

    init(texture: Texture, map: TextureMap, sampling: Sampling, opacity: UInt32) {
        self.texture = texture
        self.map = map
        self.bilinear = sampling == .bilinear
        self.opacity = opacity
        self.translation = map.integerTranslation
    }

    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget) {
        let k = mul255(coverage, opacity)
        guard k > 0 else { return }
        let dst = target.pixel(x, y)
        if let t = translation, copyTexels(dx: t.dx, dy: t.dy, row: y, x: x, count: count, k: k, dst: dst) { return }
        if map.isAffine, let steps = affineSteps(row: y, x: x, count: count) {
            shadeAffine(steps, count: count, k: k, dst: dst)
            return
        }
        shadeProjective(row: y, x: x, count: count, k: k, dst: dst)
    }

    /// Pixels per batch of the projective loop.
    private static let batch = 64

    /// The general (projective) map: per pixel a divide, then a sample. Done a batch at a time in
    /// two passes — first every pixel's texel position in 1/256 texel, then the samples — so the
    /// divides of a batch overlap instead of each texel load waiting for its own divide. Each
    /// position is the same expression as a one-pass loop would compute, so the pixels are too.
    @inline(__always)
    private func shadeProjective(row y: Int, x: Int, count: Int, k: UInt32, dst: UnsafeMutablePointer<UInt32>) {
        let m = map.matrix
        let cy = Double(y) + 0.5
        let uRow = m.m21 * cy + m.m31
        let vRow = m.m22 * cy + m.m32
        let qRow = m.m23 * cy + m.m33
        // Bilinear samples around (u − ½, v − ½).
        let shift = bilinear ? 0.5 : 0
        let batch = ImageShader.batch
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * batch) { positions in
            var start = 0
            while start < count {
                let n = min(batch, count - start)
                for i in 0..<n {
                    let cx = Double(x + start + i) + 0.5
                    let q = 1 / (m.m13 * cx + qRow)
                    positions[i] = Texture.fixed((m.m11 * cx + uRow) * q - shift)
                    positions[batch + i] = Texture.fixed((m.m12 * cx + vRow) * q - shift)
                }
                let out = dst + start
                if bilinear {
                    texture.compositeBilinear(
                        fu: positions.baseAddress!, fv: positions.baseAddress! + batch, count: n, k: k, dst: out)
                } else {
                    for i in 0..<n {
                        let texel = texture.nearestClamped(fu: positions[i], fv: positions[batch + i])
                        out[i] = composite(texel, fadedBy: k, onto: out[i])
                    }
                }
                start += n
            }
        }
    }

    /// Texel coordinates along a row of an affine map, as exact integer linear functions of the
    /// column: `U(x) = U₀ + x · dU` in 1/2²⁴ texel (and the same for V). Each pixel's value depends
    /// only on its own position, never on where its span starts; the per-step quantisation
    /// (2⁻²⁵ texel) adds up to far less than the 1/256 texel that sampling resolves.
    private struct AffineSteps {
        var u: Int, v: Int, du: Int, dv: Int
    }

    private static let fractionBits = 24
    private static let one = Double(1 << fractionBits)

    /// The steps for `count` pixels from column `x` of row `y`, or nil when the coordinates are
    /// too large for the integer form (the double path clamps those).
    @inline(__always)
    private func affineSteps(row y: Int, x: Int, count: Int) -> AffineSteps? {
        let m = map.matrix
        let cy = Double(y) + 0.5
        // Bilinear samples around (u − ½, v − ½); both forms are rounded to 1/256 texel by
        // adding half of that unit.
        let shift = bilinear ? 0.5 : 0
        let u0 = m.m11 * 0.5 + m.m21 * cy + m.m31 - shift
        let v0 = m.m12 * 0.5 + m.m22 * cy + m.m32 - shift
        let first = Double(x)
        let last = Double(x + count - 1)
        let limit = 1_073_741_824.0 // 2³⁰ texels
        guard abs(u0 + m.m11 * first) < limit, abs(u0 + m.m11 * last) < limit,
            abs(v0 + m.m12 * first) < limit, abs(v0 + m.m12 * last) < limit,
            abs(m.m11) < 65536, abs(m.m12) < 65536
        else { return nil }
        let half = 1 << (ImageShader.fractionBits - 9)
        let du = Int((m.m11 * ImageShader.one).rounded())
        let dv = Int((m.m12 * ImageShader.one).rounded())
        return AffineSteps(
            u: Int((u0 * ImageShader.one).rounded()) + half + x * du,
            v: Int((v0 * ImageShader.one).rounded()) + half + x * dv, du: du, dv: dv)
    }

    /// The indices `i` in `0 ..< count` with `low ≤ start + i · step < high`.
    @inline(__always)
    private static func indices(start: Int, step: Int, low: Int, high: Int, count: Int) -> Range<Int> {
        func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
        var lo = 0
        var hi = count
        if step > 0 {
            lo = -floorDiv(start - low, step) // ⌈(low − start) / step⌉
            hi = -floorDiv(start - high, step) // ⌈(high − start) / step⌉
        } else if step < 0 {
            hi = floorDiv(start - low, -step) + 1
            lo = floorDiv(start - high, -step) + 1
        } else if start < low || start >= high {
            return 0..<0
        }
        lo = max(lo, 0)
        hi = min(hi, count)
        return lo < hi ? lo..<hi : 0..<0
    }

    @inline(__always)
    private func shadeAffine(_ s: AffineSteps, count: Int, k: UInt32, dst: UnsafeMutablePointer<UInt32>) {
        let toFixed8 = ImageShader.fractionBits - 8 // 1/2²⁴ → 1/256 texel
        guard bilinear else {
            var u = s.u
            var v = s.v
            for i in 0..<count {
                dst[i] = composite(
                    texture.nearestClamped(fu: u >> toFixed8, fv: v >> toFixed8), fadedBy: k, onto: dst[i])
                u &+= s.du
                v &+= s.dv
            }
            return
        }
        // The pixels whose 2 × 2 texel footprint is inside the clamp bounds need no clamping.
        let b = ImageShader.fractionBits
        let columns = ImageShader.indices(
            start: s.u, step: s.du, low: texture.minX << b, high: texture.maxX << b, count: count)
        let rows = ImageShader.indices(
            start: s.v, step: s.dv, low: texture.minY << b, high: texture.maxY << b, count: count)
        let inner =
            max(
                columns.lowerBound, rows.lowerBound)..<max(
                max(columns.lowerBound, rows.lowerBound), min(columns.upperBound, rows.upperBound))
        var u = s.u
        var v = s.v
        var i = 0
        while i < count {
            let end = i < inner.lowerBound ? inner.lowerBound : (i < inner.upperBound ? inner.upperBound : count)
            if i >= inner.lowerBound && i < inner.upperBound {
                texture.compositeBilinearInside(
                    u: u, v: v, du: s.du, dv: s.dv, shift: toFixed8, count: end - i, k: k, dst: dst + i)
                u &+= (end - i) &* s.du
                v &+= (end - i) &* s.dv
                i = end
            } else {
                while i < end {
                    dst[i] = composite(
                        texture.bilinearClamped(fu: u >> toFixed8, fv: v >> toFixed8), fadedBy: k, onto: dst[i])
                    u &+= s.du
                    v &+= s.dv
                    i += 1
                }
            }
        }
    }

    /// The pixel-aligned, unscaled case: every pixel centre is a texel centre, so sampling is a
    /// copy. Returns false (leaving the span to the general loop) when the span reaches clamped
    /// texels.
    @inline(__always)
    private func copyTexels(
        dx: Int, dy: Int, row y: Int, x: Int, count: Int, k: UInt32, dst: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        let tx = x + dx
        let ty = y + dy
        guard ty >= texture.minY, ty <= texture.maxY, tx >= texture.minX, tx + count - 1 <= texture.maxX else {
            return false
        }
        let src = texture.texels + (ty * texture.stride + tx)
        // Opaque texels at full strength replace the pixels: what `composite` gives, as one copy.
        if k == 255 && texture.isOpaque {
            dst.update(from: src, count: count)
            return true
        }
        for i in 0..<count { dst[i] = composite(src[i], fadedBy: k, onto: dst[i]) }
        return true
    }
}
