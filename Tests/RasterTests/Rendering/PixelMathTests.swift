import Testing

@testable import Raster

@Suite struct PixelMathTests {
    @Test func div255RoundsExactlyOverTheWholeRange() {
        for x in UInt32(0)...65025 {
            #expect(div255(x) == (x + 127) / 255, "div255(\(x))")
        }
    }

    @Test func scaleMatchesPerChannelRounding() {
        var rng = SeededGenerator(seed: 1)
        for _ in 0..<5000 {
            let p = UInt32.random(in: .min ... .max, using: &rng)
            let k = UInt32.random(in: 0...255, using: &rng)
            let s = PremultipliedPixel(packed: scale(p, by: k))
            let o = PremultipliedPixel(packed: p)
            func expected(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * k + 127) / 255) }
            #expect(s == PremultipliedPixel(r: expected(o.r), g: expected(o.g), b: expected(o.b), a: expected(o.a)))
        }
    }

    @Test func sourceOverMatchesTheFormulaAndSaturatesBadInput() {
        var rng = SeededGenerator(seed: 2)
        for _ in 0..<5000 {
            let a = UInt8.random(in: 0...255, using: &rng)
            let src = PremultipliedPixel(
                r: .random(in: 0...a, using: &rng), g: .random(in: 0...a, using: &rng),
                b: .random(in: 0...a, using: &rng), a: a)
            let dst = PremultipliedPixel(packed: UInt32.random(in: .min ... .max, using: &rng))
            func over(_ s: UInt8, _ d: UInt8) -> UInt8 {
                UInt8(min(255, Int(s) + (Int(d) * (255 - Int(a)) + 127) / 255))
            }
            let out = PremultipliedPixel(packed: sourceOver(src.packed, dst.packed))
            #expect(
                out
                    == PremultipliedPixel(
                        r: over(src.r, dst.r), g: over(src.g, dst.g), b: over(src.b, dst.b), a: over(src.a, dst.a)))
        }
        // A malformed source (colour above alpha) saturates instead of spilling into the next channel.
        let bad = PremultipliedPixel(r: 255, g: 255, b: 255, a: 10)
        let out = PremultipliedPixel(
            packed: sourceOver(bad.packed, PremultipliedPixel(r: 200, g: 200, b: 200, a: 200).packed))
        #expect(out == PremultipliedPixel(r: 255, g: 255, b: 255, a: 202))
    }
}
