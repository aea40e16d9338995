/// Paints a texture whose texels are all one colour, faded by an opacity. Every sample of such a
/// texture — nearest or bilinear, anywhere, clamped or not — is that colour (bilinear blending of
/// equal texels rounds back to the texel), so the pixels are exactly `ImageShader`'s, without
/// computing a texel position per pixel. The page curl's whitish back is such a mesh.
struct UniformTextureShader: SpanShader {
    /// The texture's one packed premultiplied texel.
    let texel: UInt32
    /// Opacity as an 8-bit fraction.
    let opacity: UInt32

    /// The shader for `texture`, or nil when its texels are not all the same.
    init?(texture: Texture, opacity: UInt32) {
        let first = texture.texels[texture.minY * texture.stride + texture.minX]
        for y in texture.minY...texture.maxY {
            for x in texture.minX...texture.maxX where texture.texels[y * texture.stride + x] != first { return nil }
        }
        texel = first
        self.opacity = opacity
    }

    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget) {
        // `composite(texel, fadedBy: k, onto:)` for each pixel, with the fade done once.
        let k = mul255(coverage, opacity)
        guard k > 0 else { return }
        let src = k == 255 ? texel : scale(texel, by: k)
        let dst = target.pixel(x, y)
        if alphaOf(src) == 255 {
            dst.update(repeating: src, count: count)
        } else if src != 0 {
            sourceOver(src, onto: dst, count: count)
        }
    }
}
