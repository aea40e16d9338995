import Testing

@testable import Raster

@Suite struct BilinearSpanTests {
    /// The four-pixel span gives, pixel for pixel, the scalar `composite(bilinearInside(…))` it
    /// replaced: random textures (valid and malformed premultiplied texels, opaque ones too), positions stepping in
    /// any direction, every fade, spans of every length modulo the step.
    @Test func spanMatchesTheScalarSamplesPixelForPixel() {
        var rng = SeededGenerator(seed: 15)
        let width = 13
        let height = 9
        for round in 0..<2000 {
            let malformed = round % 5 == 0
            let opaque = round % 4 == 1
            let texels = (0..<width * height).map { _ in
                opaque
                    ? randomPixel(malformed: malformed, using: &rng) | 0xFF00_0000
                    : randomPixel(malformed: malformed, using: &rng)
            }
            let count = Int.random(in: 1...37, using: &rng)
            let k: UInt32 = round % 3 == 0 ? 255 : UInt32.random(in: 1...255, using: &rng)
            // Positions in 1/2²⁴ texel, all with their 2 × 2 footprint inside the texture.
            let (u, du) = steps(limit: (width - 1) << 24, count: count, using: &rng)
            let (v, dv) = steps(limit: (height - 1) << 24, count: count, using: &rng)
            var expected = (0..<count).map { _ in randomPixel(malformed: false, using: &rng) }
            var actual = expected
            texels.withUnsafeBufferPointer { t in
                let texture = Texture(
                    texels: t.baseAddress!, stride: width, minX: 0, minY: 0, maxX: width - 1, maxY: height - 1,
                    isOpaque: opaque)
                for i in 0..<count {
                    let sample = texture.bilinearInside(fu: (u + i * du) >> 16, fv: (v + i * dv) >> 16)
                    expected[i] = composite(sample, fadedBy: k, onto: expected[i])
                }
                actual.withUnsafeMutableBufferPointer { dst in
                    texture.compositeBilinearInside(
                        u: u, v: v, du: du, dv: dv, shift: 16, count: count, k: k, dst: dst.baseAddress!)
                }
            }
            #expect(actual == expected, "round \(round)")
        }
    }

    /// Rows stepping exactly one texel per pixel (an unscaled image moved by a fraction of a pixel) take the
    /// path that loads four neighbouring texels at once: still the scalar samples, pixel for pixel, at every
    /// fraction (0 included), fade and span length.
    @Test func translatedRowsMatchTheScalarSamplesPixelForPixel() {
        var rng = SeededGenerator(seed: 31)
        let width = 48
        let height = 5
        for round in 0..<2000 {
            let malformed = round % 5 == 0
            let opaque = round % 4 == 1
            let texels = (0..<width * height).map { _ in
                opaque
                    ? randomPixel(malformed: malformed, using: &rng) | 0xFF00_0000
                    : randomPixel(malformed: malformed, using: &rng)
            }
            let count = Int.random(in: 1...37, using: &rng)
            let k: UInt32 = round % 3 == 0 ? 255 : UInt32.random(in: 1...255, using: &rng)
            let whole = round % 6 == 2
            let u = Int.random(in: 0..<(width - count) << 24, using: &rng) & (whole ? ~0 << 24 : ~0)
            let v = Int.random(in: 0..<(height - 1) << 24, using: &rng)
            var expected = (0..<count).map { _ in randomPixel(malformed: false, using: &rng) }
            var actual = expected
            texels.withUnsafeBufferPointer { t in
                let texture = Texture(
                    texels: t.baseAddress!, stride: width, minX: 0, minY: 0, maxX: width - 1, maxY: height - 1,
                    isOpaque: opaque)
                for i in 0..<count {
                    let sample = texture.bilinearInside(fu: (u + i << 24) >> 16, fv: v >> 16)
                    expected[i] = composite(sample, fadedBy: k, onto: expected[i])
                }
                actual.withUnsafeMutableBufferPointer { dst in
                    texture.compositeBilinearInside(
                        u: u, v: v, du: 1 << 24, dv: 0, shift: 16, count: count, k: k, dst: dst.baseAddress!)
                }
            }
            #expect(actual == expected, "round \(round)")
        }
    }

    /// A start and a step such that `count` positions stay in `0 ..< limit`.
    private func steps(limit: Int, count: Int, using rng: inout SeededGenerator) -> (start: Int, step: Int) {
        let start = Int.random(in: 0..<limit, using: &rng)
        let end = Int.random(in: 0..<limit, using: &rng)
        return (start, (end - start) / max(1, count - 1))
    }

    /// A premultiplied pixel (opaque, transparent or translucent), or any four bytes when malformed.
    private func randomPixel(malformed: Bool, using rng: inout SeededGenerator) -> UInt32 {
        if malformed { return UInt32.random(in: .min ... .max, using: &rng) }
        let alpha: UInt32 = [0, 255, UInt32.random(in: 1...254, using: &rng)].randomElement(using: &rng)!
        var p = alpha << 24
        for shift in [0, 8, 16] { p |= UInt32.random(in: 0...alpha, using: &rng) << UInt32(shift) }
        return p
    }
}
