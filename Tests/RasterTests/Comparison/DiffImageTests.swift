import Testing

@testable import Raster

@Suite struct DiffImageTests {
    typealias F = ComparisonFixtures

    @Test func unchangedPixelsAreFadedGrey() {
        #expect(DiffPalette.fadedGrey(F.white) == 255)
        #expect(DiffPalette.fadedGrey(.transparent) == 255)
        // Black: 255 + 0.1 × (0 − 255) = 229.5.
        #expect(DiffPalette.fadedGrey(F.black) == 230)
        // Pure red: Y = 0.29889531 × 255 ≈ 76.2 → 255 − 17.9 ≈ 237.
        #expect(DiffPalette.fadedGrey(F.red) == 237)
    }

    @Test func diffImageMarksChangedRedAndAntiAliasingYellow() throws {
        var expected = F.rectangle(width: 16, height: 12, x0: 4, y0: 3, x1: 10, y1: 9)
        var actual = F.rectangle(width: 16, height: 12, x0: 4.5, y0: 3, x1: 10.5, y1: 9)
        expected[14, 10] = F.white
        actual[14, 10] = F.red
        let result = ImageComparator.compare(expected: expected, actual: actual)
        let diff = try #require(result.diffImage)
        #expect(diff.width == 16 && diff.height == 12)
        #expect(diff[14, 10] == DiffPalette.changed)
        #expect(diff[4, 5] == DiffPalette.antiAliased)
        #expect(diff[10, 5] == DiffPalette.antiAliased)
        let grey230 = PremultipliedPixel(r: 230, g: 230, b: 230, a: 255)
        #expect(diff[6, 5] == grey230) // inside the rectangle: black in both
        #expect(diff[0, 0] == F.white) // background: white in both
        #expect(result.differingPixels == 1)
        #expect(result.antiAliasedPixels == 12)
    }

    @Test func diffImageIsOpaqueEverywhere() throws {
        let expected = Bitmap(width: 5, height: 5, fill: .transparent)
        let actual = F.painting(expected, F.red, minX: 2, minY: 2, maxX: 2, maxY: 2)
        let diff = try #require(ImageComparator.compare(expected: expected, actual: actual).diffImage)
        #expect(stride(from: 3, to: diff.pixels.count, by: 4).allSatisfy { diff.pixels[$0] == 255 })
    }
}
