import Testing

@testable import Raster

/// The SIMD shrink and box passes of ``BlurImage`` against the plain per-channel loops they replaced
/// (one plane per channel, 64-bit sums, one multiply per division): the values must be identical.
@Suite struct BlurImageTests {
    @Test func shrinkAndBoxPassesMatchThePlainLoops() {
        var rng = SeededGenerator(seed: 13)
        let width = 83
        let height = 61
        var bitmap = Bitmap(width: width, height: height)
        for i in bitmap.pixels.indices { bitmap.pixels[i] = UInt8.random(in: 0...255, using: &rng) }
        // A saturated corner, so that the divisions' clamp to 255 · 64 is reached.
        for y in 0..<12 { for x in 0..<16 { bitmap[x, y] = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255) } }
        let bounds = IntRect(minX: 5, minY: -3, maxX: 5 + width, maxY: -3 + height)
        let regions = [
            IntRect(minX: 5, minY: -3, maxX: 88, maxY: 58), // the source exactly
            IntRect(minX: -40, minY: -70, maxX: 130, maxY: 20), // beyond it on three sides
            IntRect(minX: 90, minY: 0, maxX: 150, maxY: 30), // wholly right of it
            IntRect(minX: 20, minY: 10, maxX: 23, maxY: 11), // narrower than a SIMD step
        ]
        bitmap.pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                let source = RenderTarget(base: pixels.baseAddress!, bounds: bounds)
                // Below `BlurPlan.directLimit` blurs convolve directly (ShapeComparisonTests checks them).
                for sigma in [2, 7.5, 9, 20, 40, 130] {
                    let plan = BlurPlan(sigma: sigma)
                    for region in regions {
                        let aligned = plan.aligned(region)
                        for channels in [BlurImage.Channels.alpha, .rgba] {
                            for edges in [BlurImage.Edges.transparent, .repeat] {
                                var image = BlurImage(
                                    shrinking: source, over: aligned, channels: channels, edges: edges, plan: plan)
                                let shrunk = plainShrink(source, aligned, channels, edges, plan.factor)
                                let label = "σ \(sigma), \(aligned), \(channels), \(edges)"
                                #expect(Array(image.values.prefix(shrunk.count)) == shrunk, "shrink, \(label)")
                                image.blur(plan)
                                let blurred = plainBlur(
                                    shrunk, width: image.grid.width, height: image.grid.height,
                                    channels: channels.rawValue, radii: plan.radii)
                                #expect(Array(image.values.prefix(blurred.count)) == blurred, "blur, \(label)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func divisionsMatchTheOneMultiplyForEveryReachableSum() {
        for radius in [1, 2, 3, 8, 31, 500] {
            let divisor = BoxDivisor(radius: radius)
            let reciprocal = ((1 << 24) + radius) / (2 * radius + 1)
            let largest = (2 * radius + 1) * 255 * BlurImage.unit
            for sum in stride(from: 0, through: largest, by: max(1, largest / 200_000)) + [largest] {
                let expected = UInt16(min((sum * reciprocal + (1 << 23)) >> 24, 255 * BlurImage.unit))
                #expect(divisor.average(UInt32(sum)) == expected, "r \(radius), sum \(sum)")
            }
            let sums = SIMD8<UInt32>(0, 1, 63, 64, 1000, UInt32(largest / 2), UInt32(largest - 1), UInt32(largest))
            let lanes = divisor.average(sums)
            for i in 0..<8 { #expect(UInt16(lanes[i]) == divisor.average(sums[i]), "r \(radius), lane \(i)") }
        }
    }
}

/// The channel values (· 64) of each `factor`² block of `region`, pixel-major.
private func plainShrink(
    _ source: RenderTarget, _ region: IntRect, _ channels: BlurImage.Channels, _ edges: BlurImage.Edges,
    _ f: Int
) -> [UInt16] {
    let b = source.bounds
    func read(_ v: Int, _ range: Range<Int>) -> Int? {
        if range.contains(v) { return v }
        return edges == .repeat ? min(max(v, range.lowerBound), range.upperBound - 1) : nil
    }
    let shift = 2 * f.trailingZeroBitCount
    let lanes = channels == .rgba ? Array(0..<4) : [3]
    var out: [UInt16] = []
    for by in region.minY / f..<region.maxY / f {
        for bx in region.minX / f..<region.maxX / f {
            for lane in lanes {
                var sum = 0
                for y in by * f..<(by + 1) * f {
                    guard let sy = read(y, b.minY..<b.maxY) else { continue }
                    for x in bx * f..<(bx + 1) * f {
                        guard let sx = read(x, b.minX..<b.maxX) else { continue }
                        sum += Int((source.pixel(sx, sy).pointee >> (8 * lane)) & 255)
                    }
                }
                out.append(UInt16((sum * BlurImage.unit + ((1 << shift) >> 1)) >> shift))
            }
        }
    }
    return out
}

/// Box passes of `radii` along rows, then along columns, each value divided with one 64-bit multiply.
private func plainBlur(_ values: [UInt16], width w: Int, height h: Int, channels n: Int, radii: [Int]) -> [UInt16] {
    var v = values
    func pass(_ count: Int, _ radius: Int, _ index: (Int) -> Int) {
        let k = ((1 << 24) + radius) / (2 * radius + 1)
        let line = (0..<count).map { Int(v[index($0)]) }
        for i in 0..<count {
            let sum = line[max(0, i - radius)...min(count - 1, i + radius)].reduce(0, +)
            v[index(i)] = UInt16(min((sum * k + (1 << 23)) >> 24, 255 * BlurImage.unit))
        }
    }
    for r in radii where r > 0 {
        for y in 0..<h { for c in 0..<n { pass(w, r) { x in (y * w + x) * n + c } } }
    }
    for r in radii where r > 0 {
        for x in 0..<w { for c in 0..<n { pass(h, r) { y in (y * w + x) * n + c } } }
    }
    return v
}
