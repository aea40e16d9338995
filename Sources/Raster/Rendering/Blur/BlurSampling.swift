// Reading a blurred image back at device resolution, moved by a fractional offset: each device
// pixel's centre, moved back by the offset, is interpolated bilinearly between the four nearest
// reduced pixels' centres, with weights in 1/256 steps. The vertical step is done once per row for
// the reduced columns, the horizontal one per pixel (all four channels at once, in SIMD lanes, and
// by adding a constant step along the device columns between the same two reduced ones); one
// rounding at the end. Rows are read straight into the spans that need them, so no device-size
// copy of the blur is ever made.

/// Reads rows of a ``BlurImage`` back at device resolution, one row at a time.
struct BlurSampler {
    /// The two reduced columns (byte offsets into a row of SIMD4 values) a device column reads
    /// between, the weight of the second in 1/256, and how many of the following device columns
    /// read between the same two with a weight larger by `step` each time (a run: `factor`
    /// columns when there is no fractional offset).
    private struct Tap {
        let first: Int32
        let second: Int32
        let weight: UInt32
        var following: Int32 = 0
        var step: UInt32 = 0
    }

    private let image: BlurImage
    /// The device columns that can be read.
    let columns: Range<Int>
    private let taps: [Tap]
    /// The current row interpolated vertically: four lanes (r, g, b, a) per reduced column for
    /// `.rgba`, lane 3 alone (alpha) for `.alpha`; values · 64 · 256.
    private var line: [SIMD4<UInt32>]

    /// A sampler of `image` over device `columns`, moved right by `offsetX` device pixels (finite).
    init(_ image: BlurImage, columns: Range<Int>, offsetX: Double) {
        self.image = image
        self.columns = columns
        let w = image.grid.width
        var taps = columns.map { x in
            let (i0, i1, weight) = image.tap(x, offset: offsetX, origin: image.grid.minX, count: w)
            let size = MemoryLayout<SIMD4<UInt32>>.stride
            return Tap(first: Int32(i0 * size), second: Int32(i1 * size), weight: UInt32(weight))
        }
        // Runs from the right: a column continues the run of the next one when it reads the same
        // two reduced columns and the weight grows by the same step.
        for i in taps.indices.dropLast().reversed() {
            let next = taps[i + 1]
            guard taps[i].first == next.first, taps[i].second == next.second, next.weight >= taps[i].weight else {
                continue
            }
            let step = next.weight - taps[i].weight
            if next.following == 0 || next.step == step {
                taps[i].following = next.following + 1
                taps[i].step = step
            }
        }
        self.taps = taps
        line = [SIMD4<UInt32>](repeating: .zero, count: max(w, 1))
    }

    /// Interpolates device row `y`, moved down by `offsetY` device pixels (finite), for the reads
    /// that follow.
    mutating func load(row y: Int, offsetY: Double) {
        let w = image.grid.width
        let h = image.grid.height
        guard w > 0, h > 0 else { return }
        let (r0, r1, wy) = image.tap(y, offset: offsetY, origin: image.grid.minY, count: h)
        let rgba = image.channels == .rgba
        let n = image.channels.rawValue
        image.values.withUnsafeBytes { values in
            line.withUnsafeMutableBufferPointer { line in
                let top = 2 * n * r0 * w
                let bottom = 2 * n * r1 * w
                let upper = UInt32(256 - wy)
                let lower = UInt32(wy)
                for x in 0..<w {
                    if rgba {
                        let a = values.loadUnaligned(fromByteOffset: top + 8 * x, as: SIMD4<UInt16>.self)
                        let b = values.loadUnaligned(fromByteOffset: bottom + 8 * x, as: SIMD4<UInt16>.self)
                        line[x] =
                            SIMD4<UInt32>(truncatingIfNeeded: a) &* upper &+ SIMD4<UInt32>(truncatingIfNeeded: b)
                            &* lower
                    } else {
                        let a = values.loadUnaligned(fromByteOffset: top + 2 * x, as: UInt16.self)
                        let b = values.loadUnaligned(fromByteOffset: bottom + 2 * x, as: UInt16.self)
                        line[x][3] = UInt32(a) &* upper &+ UInt32(b) &* lower
                    }
                }
            }
        }
    }

    /// Writes `count` packed premultiplied pixels of the loaded row from device column `x` (inside
    /// `columns`) to `dst`; for `.alpha` images, the alpha in the top byte and zeros elsewhere.
    func read(from x: Int, count: Int, into dst: UnsafeMutablePointer<UInt32>) {
        guard image.grid.width > 0, image.grid.height > 0 else {
            dst.update(repeating: 0, count: count)
            return
        }
        taps.withUnsafeBufferPointer { taps in
            line.withUnsafeBytes { line in
                let start = x - columns.lowerBound
                var i = 0
                while i < count {
                    let tap = taps[start + i]
                    let a = line.loadUnaligned(fromByteOffset: Int(tap.first), as: SIMD4<UInt32>.self)
                    let b = line.loadUnaligned(fromByteOffset: Int(tap.second), as: SIMD4<UInt32>.self)
                    // a · (256 − w) + b · w, as 256 · a + w · (b − a) with one multiply: the true value
                    // lies in 0 ..< 2³², so wrapping arithmetic gives it exactly. 64 (fixed point) ·
                    // 256 · 256 = 2²²: the shift back to 8 bits. The values are at most 255 · 64, so
                    // the result is at most 255. Along a run the weight grows by `step`, so the
                    // value grows by step · (b − a): added, it gives the same value exactly.
                    let difference = b &- a
                    var v = (a &<< 8) &+ difference &* tap.weight &+ (1 << 21)
                    let increment = difference &* tap.step
                    let last = min(i + Int(tap.following), count - 1)
                    while true {
                        dst[i] = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: v &>> 22), to: UInt32.self)
                        i += 1
                        if i > last { break }
                        v &+= increment
                    }
                }
            }
        }
    }
}

extension BlurImage {
    /// Where device coordinate `v`'s pixel centre, moved back by `offset`, falls between reduced
    /// pixels `grid-relative i` and `i + 1` (both clamped into `0 ..< count`), with the weight of
    /// `i + 1` in 1/256.
    @inline(__always)
    fileprivate func tap(_ v: Int, offset: Double, origin: Int, count: Int) -> (i0: Int, i1: Int, weight: Int) {
        let position = ((Double(v) + 0.5 - offset) / Double(factor) - 0.5) * 256
        let fixed = Int(position.rounded()) - origin * 256
        let i = fixed >> 8
        return (min(max(i, 0), count - 1), min(max(i + 1, 0), count - 1), fixed & 255)
    }
}
