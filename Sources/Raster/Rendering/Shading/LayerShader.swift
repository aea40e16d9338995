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
        if let mask {
            composite(layer.pixel(x, y), fadedBy: k, maskedBy: mask.pixel(x, y), onto: target.pixel(x, y), count: count)
        } else {
            composite(layer.pixel(x, y), fadedBy: k, onto: target.pixel(x, y), count: count)
        }
    }
}
