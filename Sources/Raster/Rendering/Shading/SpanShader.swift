/// Something that paints runs of pixels with a uniform coverage: a solid colour, an image, a
/// group's layer. The scan converter produces spans; a shader turns each into pixels.
///
/// Shaders are small value types and the fill loop is generic over them, so each combination is
/// specialised at compile time: no dynamic dispatch, closure or existential per pixel.
protocol SpanShader {
    /// Paints `count` pixels of row `y` starting at column `x`, each covered `coverage / 255`
    /// (1 … 255), onto `target` with premultiplied source-over.
    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget)
}

/// Source-over of a source pixel faded by `k / 255` onto `dst`. The fade and the blend each round
/// once, in that order; the reference rasterizer follows the same two steps.
@inline(__always)
func composite(_ source: UInt32, fadedBy k: UInt32, onto dst: UInt32) -> UInt32 {
    let src = k == 255 ? source : scale(source, by: k)
    if alphaOf(src) == 255 { return src }
    if src == 0 { return dst }
    return sourceOver(src, dst)
}
