// Reading a blurred image back at device resolution, moved by a fractional offset: each device
// pixel's centre, moved back by the offset, is interpolated bilinearly between the four nearest
// reduced pixels' centres, with weights in 1/256 steps. The vertical step is done once per row for
// the reduced columns, the horizontal one per pixel; one rounding at the end.

extension BlurImage {
    /// Where device coordinate `v`'s pixel centre, moved back by `offset`, falls between reduced
    /// pixels `grid-relative i` and `i + 1` (both clamped into `0 ..< count`), with the weight of
    /// `i + 1` in 1/256.
    @inline(__always)
    private func tap(_ v: Int, offset: Double, origin: Int, count: Int) -> (i0: Int, i1: Int, weight: Int) {
        let position = ((Double(v) + 0.5 - offset) / Double(factor) - 0.5) * 256
        let fixed = Int(position.rounded()) - origin * 256
        let i = fixed >> 8
        return (min(max(i, 0), count - 1), min(max(i + 1, 0), count - 1), fixed & 255)
    }

    /// Calls `body` with each row of `rect` (device pixels) of the blurred image moved by
    /// `(offsetX, offsetY)` device pixels: packed premultiplied pixels for `.rgba`, alpha values
    /// (0…255) for `.alpha`. Offsets must be finite.
    func sample(
        _ rect: IntRect, offsetX: Double, offsetY: Double,
        _ body: (_ y: Int, _ row: UnsafeMutableBufferPointer<UInt32>) -> Void
    ) {
        let w = grid.width
        let h = grid.height
        guard !rect.isEmpty, w > 0, h > 0 else { return }
        let n = channels.rawValue
        let columns = (rect.minX..<rect.maxX).map { tap($0, offset: offsetX, origin: grid.minX, count: w) }
        var blended = [Int](repeating: 0, count: w * n)
        var out = [UInt32](repeating: 0, count: rect.width)
        planes.withUnsafeBufferPointer { planes in
            blended.withUnsafeMutableBufferPointer { line in
                out.withUnsafeMutableBufferPointer { out in
                    for y in rect.minY..<rect.maxY {
                        let (r0, r1, wy) = tap(y, offset: offsetY, origin: grid.minY, count: h)
                        for c in 0..<n {
                            let top = (c * h + r0) * w
                            let bottom = (c * h + r1) * w
                            for x in 0..<w {
                                line[c * w + x] = Int(planes[top + x]) * (256 - wy) + Int(planes[bottom + x]) * wy
                            }
                        }
                        // 64 (fixed point) · 256 · 256 = 2²²: the shift that brings a value back to 8 bits.
                        for (i, (c0, c1, wx)) in columns.enumerated() {
                            var pixel: UInt32 = 0
                            for c in 0..<n {
                                let v = line[c * w + c0] * (256 - wx) + line[c * w + c1] * wx
                                pixel |= UInt32(min((v + (1 << 21)) >> 22, 255)) << (8 * c)
                            }
                            out[i] = pixel
                        }
                        body(y, out)
                    }
                }
            }
        }
    }
}
