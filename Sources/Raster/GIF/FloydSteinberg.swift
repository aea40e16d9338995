/// Floyd–Steinberg error diffusion onto a ``GIFPalette``, serpentine (rows alternate direction, which
/// avoids the diagonal "worms" of one-way scans), over one rectangle of a frame. As in pngquant, the error
/// passed on is damped (``damping``) and capped (``maximumError`` a channel), so that a colour the palette
/// lacks does not pile up error into isolated dark or bright specks. Pixels that did not
/// change since the previous frame get the transparent index and take no part in the diffusion, so the
/// static parts of an animation keep their earlier dithering instead of shimmering. Deterministic: the same
/// inputs give the same indices.
struct FloydSteinberg {
    /// The share of each pixel's error passed on.
    static let damping = 0.75
    /// The largest error a pixel passes on, per channel.
    static let maximumError = 24.0

    /// The rectangle's pixel indices, row by row (`width × height` bytes); `changed` says, in the same
    /// order, which pixels changed (nil: all of them).
    static func indices(
        rgb: [UInt8], imageWidth: Int, rect: GIFRect, changed: [Bool]?, palette: inout GIFPalette
    ) -> [UInt8] {
        var output = [UInt8](repeating: palette.transparentIndex, count: rect.width * rect.height)
        // Error carried to this row and to the next, per channel, with a pixel of margin on each side.
        var current = [Double](repeating: 0, count: (rect.width + 2) * 3)
        var next = current
        for row in 0..<rect.height {
            let leftToRight = row % 2 == 0
            let step = leftToRight ? 1 : -1
            var column = leftToRight ? 0 : rect.width - 1
            for _ in 0..<rect.width {
                defer { column += step }
                guard changed?[row * rect.width + column] ?? true else { continue }
                let pixel = (rect.y + row) * imageWidth + rect.x + column
                let slot = (column + 1) * 3
                let r = min(255, max(0, Double(rgb[pixel * 3]) + current[slot]))
                let g = min(255, max(0, Double(rgb[pixel * 3 + 1]) + current[slot + 1]))
                let b = min(255, max(0, Double(rgb[pixel * 3 + 2]) + current[slot + 2]))
                let index = palette.nearest(r: r, g: g, b: b)
                output[row * rect.width + column] = index
                guard !palette.isExact else { continue }
                let chosen = palette.colors[Int(index)]
                func damped(_ error: Double) -> Double {
                    min(Self.maximumError, max(-Self.maximumError, error * Self.damping))
                }
                let errors = (damped(r - Double(chosen.r)), damped(g - Double(chosen.g)), damped(b - Double(chosen.b)))
                func diffuse(_ buffer: inout [Double], _ at: Int, _ weight: Double) {
                    buffer[at] += errors.0 * weight
                    buffer[at + 1] += errors.1 * weight
                    buffer[at + 2] += errors.2 * weight
                }
                diffuse(&current, slot + step * 3, 7 / 16)
                diffuse(&next, slot - step * 3, 3 / 16)
                diffuse(&next, slot, 5 / 16)
                diffuse(&next, slot + step * 3, 1 / 16)
            }
            swap(&current, &next)
            for i in next.indices { next[i] = 0 }
        }
        return output
    }
}
