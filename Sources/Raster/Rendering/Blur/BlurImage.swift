// An image being blurred: fixed-point values (value × 64, so rounding after each pass loses almost
// nothing) on the reduced grid of a `BlurPlan`, pixel by pixel with the channels of a pixel side by
// side, so that one SIMD operation works on all four channels of a backdrop's pixel. All arithmetic
// is integer and every value depends only on the input pixels, so the result is the same on every
// machine and thread count.

/// The premultiplied pixels of a device region, shrunk and blurred per channel.
struct BlurImage {
    /// Which channels are blurred: alpha alone (shadows), or all four (backdrops).
    enum Channels: Int {
        case alpha = 1
        case rgba = 4
    }
    /// What lies beyond the source's bounds: transparent pixels, or copies of its edge pixels.
    enum Edges { case transparent, `repeat` }

    /// Fixed-point scale: a channel value v (0…255) is kept as v · 64.
    static let unit = 64
    let channels: Channels
    let factor: Int
    /// The reduced pixels, in reduced-grid coordinates (reduced pixel `i` covers device pixels
    /// `i · factor ..< (i + 1) · factor`).
    let grid: IntRect
    /// Pixel-major values: channel `c` of reduced `(x, y)` (grid-relative) is at
    /// `(y · width + x) · channels.rawValue + c`; an alpha image holds alpha alone, an rgba image
    /// r, g, b, a.
    private(set) var values: [UInt16]

    /// The pixels of `source` over `region` (whole blocks of `plan`'s grid), shrunk by its factor.
    init(shrinking source: RenderTarget, over region: IntRect, channels: Channels, edges: Edges, plan: BlurPlan) {
        let f = plan.factor
        self.channels = channels
        factor = f
        let grid = IntRect(minX: region.minX / f, minY: region.minY / f, maxX: region.maxX / f, maxY: region.maxY / f)
        self.grid = grid
        values = [UInt16](repeating: 0, count: max(grid.width * grid.height * channels.rawValue, 1))
        guard !grid.isEmpty else { return }
        var shrinker = BlockShrinker(source: source, region: region, edges: edges, factor: f)
        let n = channels.rawValue
        let w = grid.width
        values.withUnsafeMutableBufferPointer { out in
            for row in 0..<grid.height {
                shrinker.sumColumns(blockRow: grid.minY + row)
                shrinker.averageBlocks(into: out.baseAddress! + row * w * n, alphaOnly: channels == .alpha)
            }
        }
    }

    /// Blurs every channel by the plan's direct weights or box passes, rows then columns (pixels beyond
    /// the grid count as transparent).
    mutating func blur(_ plan: BlurPlan) {
        let w = grid.width
        let h = grid.height
        guard w > 0, h > 0 else { return }
        let n = channels.rawValue
        var spare = [UInt16](repeating: 0, count: values.count)
        if !plan.kernel.isEmpty {
            // A line is one channel of one row (values n apart) or of one column (a row apart).
            for (lines, count, stride) in [(h * n, w, n), (w * n, h, w * n)] {
                values.withUnsafeMutableBufferPointer { src in
                    spare.withUnsafeMutableBufferPointer { dst in
                        for line in 0..<lines {
                            let start = stride == n ? (line / n) * w * n + line % n : line
                            convolve(
                                src.baseAddress! + start, dst.baseAddress! + start, count: count, stride: stride,
                                weights: plan.kernel)
                        }
                    }
                }
                swap(&values, &spare)
            }
            return
        }
        for r in plan.radii where r > 0 {
            values.withUnsafeMutableBufferPointer { src in
                spare.withUnsafeMutableBufferPointer { dst in
                    for row in 0..<h {
                        let offset = row * w * n
                        if channels == .rgba {
                            boxPassRGBA(src.baseAddress! + offset, dst.baseAddress! + offset, count: w, radius: r)
                        } else {
                            boxPass(src.baseAddress! + offset, dst.baseAddress! + offset, count: w, radius: r)
                        }
                    }
                }
            }
            swap(&values, &spare)
        }
        for r in plan.radii where r > 0 {
            values.withUnsafeMutableBufferPointer { src in
                spare.withUnsafeMutableBufferPointer { dst in
                    verticalPass(src.baseAddress!, dst.baseAddress!, w * n, h, radius: r)
                }
            }
            swap(&values, &spare)
        }
    }
}
