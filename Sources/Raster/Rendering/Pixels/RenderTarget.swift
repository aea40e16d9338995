/// Premultiplied pixels being painted: either the frame or a group's layer.
///
/// A target covers the device pixels `bounds`; device pixel `(x, y)` lives at
/// `base[(y − bounds.minY) × bounds.width + (x − bounds.minX)]`. Keeping geometry in device
/// coordinates everywhere (and only offsetting addresses) means a group layer rasterizes exactly
/// the same coverage as drawing straight into the frame.
struct RenderTarget {
    let base: UnsafeMutablePointer<UInt32>
    let bounds: IntRect

    /// The address of device pixel `(x, y)`, which must lie in `bounds`.
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        base + ((y - bounds.minY) * bounds.width + (x - bounds.minX))
    }

    /// Sets every pixel of `rect` (inside `bounds`) to `value`.
    func fill(_ rect: IntRect, with value: UInt32) {
        guard !rect.isEmpty else { return }
        if rect.minX == bounds.minX && rect.maxX == bounds.maxX {
            pixel(rect.minX, rect.minY).update(repeating: value, count: rect.width * rect.height)
            return
        }
        for y in rect.minY..<rect.maxY {
            pixel(rect.minX, y).update(repeating: value, count: rect.width)
        }
    }
}
