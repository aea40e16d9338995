/// Paints a gradient: each pixel centre is mapped back to the item's local plane, placed on the
/// ramp, and its colour looked up in a table of `gradientRampSize` premultiplied entries.
struct GradientShader: SpanShader {
    let gradient: Gradient
    let ramp: UnsafePointer<UInt32>
    /// Device → local homography.
    let map: Matrix3

    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget) {
        let dst = target.pixel(x, y)
        let m = map
        let cy = Double(y) + 0.5
        let last = Double(gradientRampSize - 1)
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
}
