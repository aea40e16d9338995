import Testing

@testable import Raster

@Suite struct SourceOverSpanTests {
    /// The SIMD span gives the scalar `sourceOver` of every pixel, for every source alpha, spans of
    /// every length modulo the four-pixel step, and malformed sources (colour above alpha).
    @Test func spanMatchesTheScalarBlendPixelForPixel() {
        var rng = SeededGenerator(seed: 7)
        for alpha in UInt32(0)...255 {
            for malformed in [false, true] {
                let limit = malformed ? 255 : alpha
                let color =
                    alpha << 24 | UInt32.random(in: 0...limit, using: &rng) << 16
                    | UInt32.random(in: 0...limit, using: &rng) << 8 | UInt32.random(in: 0...limit, using: &rng)
                let count = Int(alpha % 11) + 1
                var pixels = (0..<count).map { _ in UInt32.random(in: .min ... .max, using: &rng) }
                let expected = pixels.map { sourceOver(color, $0) }
                pixels.withUnsafeMutableBufferPointer { sourceOver(color, onto: $0.baseAddress!, count: count) }
                #expect(pixels == expected, "colour \(String(color, radix: 16)), \(count) pixels")
            }
        }
    }

    @Test func spanLeavesPixelsAfterItsEndAlone() {
        var pixels = [UInt32](repeating: 0xFF10_2030, count: 7)
        pixels.withUnsafeMutableBufferPointer { sourceOver(0x8000_0000, onto: $0.baseAddress!, count: 5) }
        #expect(pixels[0] == sourceOver(0x8000_0000, 0xFF10_2030))
        #expect(pixels[4] == pixels[0])
        #expect(pixels[5] == 0xFF10_2030)
        #expect(pixels[6] == 0xFF10_2030)
    }

    /// The SIMD shadow span gives the scalar `sourceOver(scale(color, by: coverage), pixel)` of every
    /// pixel, for random colours, coverages and spans of every length modulo the four-pixel step.
    @Test func coverageSpanMatchesTheScalarBlendPixelForPixel() {
        var rng = SeededGenerator(seed: 21)
        for round in 0..<400 {
            let alpha = UInt32.random(in: 0...255, using: &rng)
            let limit = round % 5 == 0 ? 255 : alpha
            let color =
                alpha << 24 | UInt32.random(in: 0...limit, using: &rng) << 16
                | UInt32.random(in: 0...limit, using: &rng) << 8 | UInt32.random(in: 0...limit, using: &rng)
            let count = round % 13 + 1
            let coverages = (0..<count).map { _ in UInt32.random(in: 0...255, using: &rng) << 24 }
            var pixels = (0..<count).map { _ in UInt32.random(in: .min ... .max, using: &rng) }
            let expected = zip(coverages, pixels).map { sourceOver(scale(color, by: alphaOf($0)), $1) }
            pixels.withUnsafeMutableBufferPointer { dst in
                coverages.withUnsafeBufferPointer {
                    sourceOver(color, through: $0.baseAddress!, onto: dst.baseAddress!, count: count)
                }
            }
            #expect(pixels == expected, "colour \(String(color, radix: 16)), \(count) pixels")
        }
    }
}
