/// Paints one premultiplied colour.
struct SolidShader: SpanShader {
    /// The packed premultiplied colour.
    let color: UInt32

    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget) {
        let dst = target.pixel(x, y)
        let src = coverage == 255 ? color : scale(color, by: coverage)
        let alpha = alphaOf(src)
        if alpha == 255 {
            // Opaque and fully covered: a plain fill.
            dst.update(repeating: src, count: count)
            return
        }
        if src == 0 { return }
        sourceOver(src, onto: dst, count: count)
    }
}
