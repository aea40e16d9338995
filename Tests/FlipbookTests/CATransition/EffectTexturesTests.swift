import Testing

@testable import Flipbook

@Suite struct EffectTexturesTests {
    private func row(_ image: RasterImage) -> [PremultipliedPixel] {
        (0..<image.width).map { image.bitmap[$0, 0] }
    }

    @Test func shadeRampRisesFromClearToBlack() {
        let texels = row(EffectTextures.shadeRamp)
        #expect(texels.first == PremultipliedPixel(r: 0, g: 0, b: 0, a: 0))
        #expect(texels.last == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        #expect(zip(texels, texels.dropFirst()).allSatisfy { $0.a <= $1.a && $1.r == 0 })
        #expect(abs(Int(texels[texels.count / 2].a) - 128) <= 2)
    }

    @Test func glintGoesFromWhiteThroughClearToBlack() {
        let texels = row(EffectTextures.glint)
        #expect(texels.first == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        #expect(texels[texels.count / 2].a == 0)
        #expect(texels.last == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        // The light half stays white (premultiplied: colour equals alpha), the dark half black.
        #expect(texels[..<(texels.count / 2)].allSatisfy { $0.r == $0.a })
        #expect(texels[(texels.count / 2)...].allSatisfy { $0.r == 0 })
    }
}
