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

    /// Runs of repeated pixels (flat interface colour) take the remembered result of the four pixels
    /// before; it must be the one the arithmetic gives, also where a run changes colour mid-quad.
    @Test func spanOverRepeatedPixelsMatchesTheScalarBlend() {
        var rng = SeededGenerator(seed: 11)
        for round in 0..<200 {
            let alpha = UInt32.random(in: 0...255, using: &rng)
            let color = alpha << 24 | (alpha / 2) << 8 | alpha / 3
            let count = round % 29 + 1
            let colours = (0..<3).map { _ in UInt32.random(in: .min ... .max, using: &rng) }
            let switchAt = Int.random(in: 0...count, using: &rng)
            var pixels = (0..<count).map { i in i < switchAt ? colours[0] : colours[1 + i % 2 * (round % 2)] }
            let expected = pixels.map { sourceOver(color, $0) }
            pixels.withUnsafeMutableBufferPointer { sourceOver(color, onto: $0.baseAddress!, count: count) }
            #expect(pixels == expected, "colour \(String(color, radix: 16)), \(count) pixels")
        }
    }

    /// The SIMD layer span gives the scalar `composite(src, fadedBy: k, onto: dst)` of every pixel (and
    /// leaves pixels under a transparent source alone), for random fades, transparent, opaque and
    /// translucent quads, and spans of every length modulo the four-pixel step.
    @Test func layerSpanMatchesTheScalarComposite() {
        var rng = SeededGenerator(seed: 5)
        for round in 0..<600 {
            let k = [255, 0, UInt32.random(in: 0...255, using: &rng)][round % 3]
            let count = round % 17 + 1
            let layer = (0..<count).map { i in layerPixel(kind: (round / 3 + i / 4) % 3, using: &rng) }
            var pixels = (0..<count).map { _ in UInt32.random(in: .min ... .max, using: &rng) }
            let expected = zip(layer, pixels).map { $0 == 0 ? $1 : composite($0, fadedBy: k, onto: $1) }
            pixels.withUnsafeMutableBufferPointer { dst in
                layer.withUnsafeBufferPointer {
                    composite($0.baseAddress!, fadedBy: k, onto: dst.baseAddress!, count: count)
                }
            }
            #expect(pixels == expected, "fade \(k), \(count) pixels")
        }
    }

    /// The SIMD masked layer span gives the scalar composite faded by `mul255(k, mask alpha)` of every
    /// pixel, skipping pixels whose fade is 0, for masks that are clear, opaque or anything between.
    @Test func maskedLayerSpanMatchesTheScalarComposite() {
        var rng = SeededGenerator(seed: 9)
        for round in 0..<600 {
            let k = [255, UInt32.random(in: 0...255, using: &rng)][round % 2]
            let count = round % 19 + 1
            let layer = (0..<count).map { i in layerPixel(kind: (round / 2 + i / 4) % 3, using: &rng) }
            let masks = (0..<count).map { i in
                [0, 255, UInt32.random(in: 0...255, using: &rng)][(round / 6 + i / 4) % 3] << 24
            }
            var pixels = (0..<count).map { _ in UInt32.random(in: .min ... .max, using: &rng) }
            let expected = (0..<count).map { i in
                let km = mul255(k, alphaOf(masks[i]))
                return layer[i] == 0 || km == 0 ? pixels[i] : composite(layer[i], fadedBy: km, onto: pixels[i])
            }
            pixels.withUnsafeMutableBufferPointer { dst in
                layer.withUnsafeBufferPointer { src in
                    masks.withUnsafeBufferPointer {
                        composite(
                            src.baseAddress!, fadedBy: k, maskedBy: $0.baseAddress!, onto: dst.baseAddress!,
                            count: count)
                    }
                }
            }
            #expect(pixels == expected, "fade \(k), \(count) pixels")
        }
    }

    /// A premultiplied layer pixel: transparent (kind 0), opaque (1) or translucent (2).
    private func layerPixel(kind: Int, using rng: inout SeededGenerator) -> UInt32 {
        let alpha: UInt32 = [0, 255, UInt32.random(in: 1...254, using: &rng)][kind]
        return alpha << 24 | UInt32.random(in: 0...alpha, using: &rng) << 16
            | UInt32.random(in: 0...alpha, using: &rng) << 8 | UInt32.random(in: 0...alpha, using: &rng)
    }
}
