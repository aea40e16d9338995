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
              m.m31 == m.m31.rounded(), m.m32 == m.m32.rounded(), abs(m.m31) < 1e9, abs(m.m32) < 1e9 else { return nil }
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

    @inline(__always)
    private func sample(_ u: Double, _ v: Double) -> UInt32 {
        bilinear ? texture.bilinear(u: u, v: v) : texture.nearest(u: u, v: v)
    }

    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget) {
        let k = mul255(coverage, opacity)
        guard k > 0 else { return }
        let dst = target.pixel(x, y)
        if let t = translation, copyTexels(dx: t.dx, dy: t.dy, row: y, x: x, count: count, k: k, dst: dst) { return }
        let m = map.matrix
        let cy = Double(y) + 0.5
        let uRow = m.m21 * cy + m.m31, vRow = m.m22 * cy + m.m32
        if map.isAffine {
            for i in 0 ..< count {
                let cx = Double(x + i) + 0.5
                dst[i] = composite(sample(m.m11 * cx + uRow, m.m12 * cx + vRow), fadedBy: k, onto: dst[i])
            }
        } else {
            let qRow = m.m23 * cy + m.m33
            for i in 0 ..< count {
                let cx = Double(x + i) + 0.5
                let q = 1 / (m.m13 * cx + qRow)
                dst[i] = composite(sample((m.m11 * cx + uRow) * q, (m.m12 * cx + vRow) * q), fadedBy: k, onto: dst[i])
            }
        }
    }

    /// The pixel-aligned, unscaled case: every pixel centre is a texel centre, so sampling is a
    /// copy. Returns false (leaving the span to the general loop) when the span reaches clamped
    /// texels.
    @inline(__always)
    private func copyTexels(dx: Int, dy: Int, row y: Int, x: Int, count: Int, k: UInt32, dst: UnsafeMutablePointer<UInt32>) -> Bool {
        let tx = x + dx, ty = y + dy
        guard ty >= texture.minY, ty <= texture.maxY, tx >= texture.minX, tx + count - 1 <= texture.maxX else { return false }
        let src = texture.texels + (ty * texture.stride + tx)
        for i in 0 ..< count { dst[i] = composite(src[i], fadedBy: k, onto: dst[i]) }
        return true
    }
}
