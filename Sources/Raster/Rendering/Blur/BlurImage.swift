// An image being blurred: one plane per channel of fixed-point values (value × 64, so rounding after
// each pass loses almost nothing), on the reduced grid of a `BlurPlan`. All arithmetic is integer
// and every value depends only on the input pixels, so the result is the same on every machine and
// thread count.

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
    /// Channel-major planes: value of channel `c` at reduced `(x, y)` is at `(c · height + y) · width + x`
    /// (grid-relative `x`, `y`).
    private(set) var planes: [UInt16]

    /// The pixels of `source` over `region` (whole blocks of `plan`'s grid), shrunk by its factor.
    init(shrinking source: RenderTarget, over region: IntRect, channels: Channels, edges: Edges, plan: BlurPlan) {
        let f = plan.factor
        self.channels = channels
        factor = f
        let grid = IntRect(minX: region.minX / f, minY: region.minY / f, maxX: region.maxX / f, maxY: region.maxY / f)
        self.grid = grid
        let w = grid.width
        let h = grid.height
        let n = channels.rawValue
        let firstLane = channels == .rgba ? 0 : 3
        var values = [UInt16](repeating: 0, count: max(w * h * n, 1))
        // Per reduced column, the channel sums of its block so far (at most 64 · 64 · 255 each).
        var sums = [SIMD4<UInt32>](repeating: .zero, count: max(w, 1))
        let shift = 2 * f.trailingZeroBitCount
        let b = source.bounds
        sums.withUnsafeMutableBufferPointer { sum in
            values.withUnsafeMutableBufferPointer { out in
                for row in 0..<h {
                    for x in 0..<w { sum[x] = .zero }
                    for y in (grid.minY + row) * f..<(grid.minY + row + 1) * f {
                        guard let sy = clamped(y, b.minY..<b.maxY, edges) else { continue }
                        let line = source.pixel(b.minX, sy)
                        for block in 0..<w {
                            let x0 = region.minX + block * f
                            var total = SIMD4<UInt32>.zero
                            if x0 >= b.minX && x0 + f <= b.maxX {
                                let pixels = line + (x0 - b.minX)
                                for i in 0..<f { total &+= channelsOf(pixels[i]) }
                            } else {
                                for x in x0..<x0 + f {
                                    guard let sx = clamped(x, b.minX..<b.maxX, edges) else { continue }
                                    total &+= channelsOf(line[sx - b.minX])
                                }
                            }
                            sum[block] &+= total
                        }
                    }
                    for c in 0..<n {
                        for x in 0..<w {
                            out[(c * h + row) * w + x] = UInt16(
                                (Int(sum[x][firstLane + c]) * BlurImage.unit + ((1 << shift) >> 1)) >> shift)
                        }
                    }
                }
            }
        }
        planes = values
    }

    /// Blurs every plane by the plan's box passes or direct weights, rows then columns (pixels beyond
    /// the grid count as transparent).
    mutating func blur(_ plan: BlurPlan) {
        let w = grid.width
        let h = grid.height
        guard w > 0, h > 0 else { return }
        var spare = [UInt16](repeating: 0, count: planes.count)
        if !plan.kernel.isEmpty {
            let rows = h * channels.rawValue
            for (lines, count, stride) in [(rows, w, 1), (channels.rawValue * w, h, w)] {
                planes.withUnsafeMutableBufferPointer { src in
                    spare.withUnsafeMutableBufferPointer { dst in
                        for line in 0..<lines {
                            // Rows are whole lines of a plane; columns start at each x of each plane.
                            let start = stride == 1 ? line * w : (line / w) * w * h + line % w
                            convolve(
                                src.baseAddress! + start, dst.baseAddress! + start, count: count, stride: stride,
                                weights: plan.kernel)
                        }
                    }
                }
                swap(&planes, &spare)
            }
            return
        }
        for r in plan.radii where r > 0 {
            planes.withUnsafeMutableBufferPointer { src in
                spare.withUnsafeMutableBufferPointer { dst in
                    for row in 0..<(h * channels.rawValue) {
                        boxPass(src.baseAddress! + row * w, dst.baseAddress! + row * w, count: w, radius: r)
                    }
                }
            }
            swap(&planes, &spare)
        }
        for r in plan.radii where r > 0 {
            planes.withUnsafeMutableBufferPointer { src in
                spare.withUnsafeMutableBufferPointer { dst in
                    for c in 0..<channels.rawValue {
                        verticalPass(src.baseAddress! + c * w * h, dst.baseAddress! + c * w * h, w, h, radius: r)
                    }
                }
            }
            swap(&planes, &spare)
        }
    }
}

/// `round(sum / (2r + 1))` as a multiply and shift: exact enough for the sums of fixed-point values
/// that occur here, and the same on every machine.
@inline(__always)
private func boxAverage(_ sum: Int, _ reciprocal: Int) -> UInt16 {
    UInt16(min((sum &* reciprocal &+ (1 << 23)) >> 24, 255 * BlurImage.unit))
}

private func boxReciprocal(_ radius: Int) -> Int { ((1 << 24) + radius) / (2 * radius + 1) }

/// One box pass along a row of `count` values, `src` → `dst`.
private func boxPass(_ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, count: Int, radius: Int)
{
    let k = boxReciprocal(radius)
    var sum = 0
    for i in 0..<min(radius, count) { sum &+= Int(src[i]) }
    for i in 0..<count {
        if i + radius < count { sum &+= Int(src[i + radius]) }
        dst[i] = boxAverage(sum, k)
        if i - radius >= 0 { sum &-= Int(src[i - radius]) }
    }
}

/// One direct convolution along `count` values `stride` apart, `src` → `dst`, with `weights` in 1/4096
/// centred on each value.
private func convolve(
    _ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, count: Int, stride: Int, weights: [Int]
) {
    let half = weights.count / 2
    weights.withUnsafeBufferPointer { k in
        for i in 0..<count {
            var sum = 1 << 11
            for j in max(0, half - i)..<min(weights.count, count - i + half) {
                sum &+= Int(src[(i + j - half) * stride]) &* k[j]
            }
            dst[i * stride] = UInt16(min(sum >> 12, 255 * BlurImage.unit))
        }
    }
}

/// One box pass along the columns of a `w × h` plane, sliding a row of column sums downwards.
private func verticalPass(
    _ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, _ w: Int, _ h: Int, radius: Int
) {
    let k = boxReciprocal(radius)
    var sums = [Int](repeating: 0, count: w)
    sums.withUnsafeMutableBufferPointer { sum in
        for y in 0..<min(radius, h) {
            let s = src + y * w
            for x in 0..<w { sum[x] &+= Int(s[x]) }
        }
        for y in 0..<h {
            if y + radius < h {
                let s = src + (y + radius) * w
                for x in 0..<w { sum[x] &+= Int(s[x]) }
            }
            let d = dst + y * w
            for x in 0..<w { d[x] = boxAverage(sum[x], k) }
            if y - radius >= 0 {
                let s = src + (y - radius) * w
                for x in 0..<w { sum[x] &-= Int(s[x]) }
            }
        }
    }
}

/// The source coordinate read for device coordinate `v`: itself inside `range`, the nearest edge
/// (repeat) or nothing (transparent) outside.
private func clamped(_ v: Int, _ range: Range<Int>, _ edges: BlurImage.Edges) -> Int? {
    if range.contains(v) { return v }
    guard edges == .repeat, !range.isEmpty else { return nil }
    return min(max(v, range.lowerBound), range.upperBound - 1)
}

/// The channels of a packed pixel (r, g, b, a) as lanes.
@inline(__always)
private func channelsOf(_ p: UInt32) -> SIMD4<UInt32> {
    SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
}
