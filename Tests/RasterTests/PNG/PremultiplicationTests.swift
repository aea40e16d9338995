import Testing

@testable import Raster

@Suite struct PremultiplicationTests {
    @Test func premultiplyRoundsToNearestForEveryInput() {
        for a in 0...255 {
            for c in 0...255 {
                let exact = Double(c * a) / 255
                let result = Premultiplication.premultiply(UInt8(c), UInt8(a))
                #expect(Int(result) == Int(exact.rounded()), "c \(c) a \(a)")
            }
        }
    }

    @Test func unpremultiplyRoundsToNearestAndClamps() {
        for a in 1...255 {
            for c in 0...255 {
                let exact = min(255, Double(c) * 255 / Double(a))
                let result = Double(Premultiplication.unpremultiply(UInt8(c), UInt8(a)))
                #expect(abs(result - exact) <= 0.5, "c \(c) a \(a)")
            }
        }
        #expect(Premultiplication.unpremultiply(200, 100) == 255) // invalid input (c > a) clamps
        #expect(Premultiplication.unpremultiply(0, 0) == 0)
    }

    @Test func opaquePixelsAreUnchangedBothWays() {
        for c in 0...255 {
            #expect(Premultiplication.premultiply(UInt8(c), 255) == UInt8(c))
            #expect(Premultiplication.unpremultiply(UInt8(c), 255) == UInt8(c))
        }
    }

    /// The property that makes PNG round trips of bitmaps lossless.
    @Test func everyValidPremultipliedValueSurvivesUnpremultiplyThenPremultiply() {
        for a in 1...255 {
            for c in 0...a {
                let straight = Premultiplication.unpremultiply(UInt8(c), UInt8(a))
                #expect(Premultiplication.premultiply(straight, UInt8(a)) == UInt8(c), "c \(c) a \(a)")
            }
        }
    }

    /// The documented loss: a straight colour premultiplied at low alpha comes back within
    /// ⌈255 / (2a)⌉, and exactly at a = 255.
    @Test func translucentStraightColoursComeBackWithinTheDocumentedBound() {
        var worstAtAlpha1 = 0
        for a in 1...255 {
            let bound = (255 + 2 * a - 1) / (2 * a)
            for c in 0...255 {
                let back = Premultiplication.unpremultiply(Premultiplication.premultiply(UInt8(c), UInt8(a)), UInt8(a))
                let error = abs(Int(back) - c)
                #expect(error <= bound, "c \(c) a \(a)")
                if a == 1 { worstAtAlpha1 = max(worstAtAlpha1, error) }
            }
        }
        #expect(worstAtAlpha1 == 127) // at a = 1 only 0 and 255 survive
    }

    @Test func bufferConversionsMatchThePerChannelFunctions() {
        var random = TestRandom(seed: 7)
        let straight = (0..<4096).map { _ in random.byte() }
        var premultiplied = [UInt8](repeating: 0, count: straight.count)
        var back = [UInt8](repeating: 0, count: straight.count)
        straight.withUnsafeBufferPointer { source in
            premultiplied.withUnsafeMutableBufferPointer { Premultiplication.premultiply(source, into: $0) }
        }
        premultiplied.withUnsafeBufferPointer { source in
            back.withUnsafeMutableBufferPointer { Premultiplication.unpremultiply(source, into: $0) }
        }
        for i in stride(from: 0, to: straight.count, by: 4) {
            let a = straight[i + 3]
            #expect(premultiplied[i + 3] == a && back[i + 3] == a)
            for k in 0..<3 {
                #expect(premultiplied[i + k] == Premultiplication.premultiply(straight[i + k], a))
                #expect(back[i + k] == Premultiplication.unpremultiply(premultiplied[i + k], a))
            }
        }
    }
}
