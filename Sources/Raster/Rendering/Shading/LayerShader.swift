/// Composites a group's layer onto its parent: each layer pixel is faded by the span's clip
/// coverage, the group opacity and (when there is a mask) the mask layer's alpha at that pixel.
///
/// Fade order, each step rounded: `k = coverage × opacity`, then `k × maskAlpha`, then the pixel
/// by `k`, then source-over.
struct LayerShader: SpanShader {
    let layer: RenderTarget
    let mask: RenderTarget?
    let opacity: UInt32

    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget) {
        let k = mul255(coverage, opacity)
        let src = layer.pixel(x, y)
        let dst = target.pixel(x, y)
        if let mask {
            let alpha = mask.pixel(x, y)
            for i in 0..<count where src[i] != 0 {
                let km = mul255(k, alphaOf(alpha[i]))
                if km != 0 { dst[i] = composite(src[i], fadedBy: km, onto: dst[i]) }
            }
        } else {
            for i in 0..<count where src[i] != 0 {
                dst[i] = composite(src[i], fadedBy: k, onto: dst[i])
            }
        }
    }
}
