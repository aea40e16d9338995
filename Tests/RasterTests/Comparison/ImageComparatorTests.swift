import Testing

@testable import Raster

@Suite struct ImageComparatorTests {
    typealias F = ComparisonFixtures

    @Test func identicalImagesPassWithoutDiffImage() {
        let image = F.rectangle(width: 16, height: 12, x0: 3.5, y0: 2, x1: 9.25, y1: 8)
        let result = ImageComparator.compare(expected: image, actual: image)
        #expect(result.verdict == .identical)
        #expect(result.passed)
        #expect(result.differingPixels == 0 && result.antiAliasedPixels == 0)
        #expect(result.totalPixels == 192)
        #expect(result.diffImage == nil)
        #expect(result.differenceBounds == nil)
    }

    @Test func emptyImagesAreIdentical() {
        let result = ImageComparator.compare(expected: Bitmap(width: 0, height: 0), actual: Bitmap(width: 0, height: 0))
        #expect(result.verdict == .identical)
        #expect(result.differingRatio == 0)
    }

    @Test func sizeMismatchFailsWithClearMessage() {
        let result = ImageComparator.compare(
            expected: Bitmap(width: 160, height: 120), actual: Bitmap(width: 160, height: 121))
        #expect(result.verdict == .sizeMismatch)
        #expect(!result.passed)
        #expect(result.summary == "expected 160×120, got 160×121")
        #expect(result.diffImage == nil)
    }

    @Test func halfPixelShiftedEdgesPassAsAntiAliasing() {
        let expected = F.rectangle(width: 16, height: 12, x0: 4, y0: 3, x1: 10, y1: 9)
        let actual = F.rectangle(width: 16, height: 12, x0: 4.5, y0: 3, x1: 10.5, y1: 9)
        let result = ImageComparator.compare(expected: expected, actual: actual)
        #expect(result.verdict == .withinTolerance)
        #expect(result.differingPixels == 0)
        // Columns 4 (black → grey) and 10 (white → grey), rows 3…8.
        #expect(result.antiAliasedPixels == 12)
        #expect(result.differenceBounds == nil)
    }

    @Test func antiAliasingCountsWhenIncluded() {
        let expected = F.rectangle(width: 16, height: 12, x0: 4, y0: 3, x1: 10, y1: 9)
        let actual = F.rectangle(width: 16, height: 12, x0: 4.5, y0: 3, x1: 10.5, y1: 9)
        let result = ImageComparator.compare(
            expected: expected, actual: actual, options: ComparisonOptions(includeAA: true))
        #expect(result.verdict == .different)
        #expect(result.differingPixels == 12)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.differenceBounds == PixelBounds(minX: 4, minY: 3, maxX: 10, maxY: 8))
    }

    @Test func realDifferenceFailsWithCountsAndBounds() {
        let expected = F.rectangle(width: 20, height: 10, x0: 2, y0: 2, x1: 6, y1: 6)
        let actual = F.painting(expected, F.red, minX: 11, minY: 4, maxX: 13, maxY: 5)
        let result = ImageComparator.compare(expected: expected, actual: actual)
        #expect(result.verdict == .different)
        #expect(result.differingPixels == 6)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.differenceBounds == PixelBounds(minX: 11, minY: 4, maxX: 13, maxY: 5))
        #expect(abs(result.differingRatio - 6.0 / 200.0) < 1e-12)
        #expect(result.maxDelta > 0.1 && result.maxDelta <= 1)
        #expect(result.summary.hasPrefix("6 of 200 pixels differ (3.00 %; allowed 0 px, 0.00 %)"))
        #expect(result.summary.hasSuffix("in (11, 4)–(13, 5) 3×2 px"))
    }

    @Test func blackAgainstWhiteIsPureBrightnessDelta() {
        let result = ImageComparator.compare(
            expected: Bitmap(width: 1, height: 1, fill: F.black), actual: Bitmap(width: 1, height: 1, fill: F.white))
        // sqrt(0.5053 × 255² / 35215) ≈ 0.9659.
        #expect(abs(result.maxDelta - 0.9659) < 1e-4)
        #expect(result.differingPixels == 1)
    }

    @Test func deltaStaysWithinZeroToOneAcrossTheColourCube() {
        let corners: [PremultipliedPixel] = (0..<8).map {
            PremultipliedPixel(r: $0 & 1 == 0 ? 0 : 255, g: $0 & 2 == 0 ? 0 : 255, b: $0 & 4 == 0 ? 0 : 255, a: 255)
        }
        var largest = 0.0
        for a in corners {
            for b in corners {
                let result = ImageComparator.compare(
                    expected: Bitmap(width: 1, height: 1, fill: a), actual: Bitmap(width: 1, height: 1, fill: b))
                largest = max(largest, result.maxDelta)
            }
        }
        #expect(largest <= 1.0001)
        #expect(largest > 0.999)
    }

    @Test func thresholdDecidesSmallColourShifts() {
        let grey = PremultipliedPixel(r: 128, g: 128, b: 128, a: 255)
        let lighter = PremultipliedPixel(r: 133, g: 133, b: 133, a: 255)
        let expected = Bitmap(width: 4, height: 4, fill: grey)
        let actual = F.painting(expected, lighter, minX: 1, minY: 1, maxX: 2, maxY: 2)
        let lenient = ImageComparator.compare(expected: expected, actual: actual)
        #expect(lenient.verdict == .withinTolerance)
        #expect(lenient.differingPixels == 0)
        // Y differs by 5: sqrt(0.5053 × 25 / 35215) ≈ 0.0189.
        #expect(abs(lenient.maxDelta - 0.01894) < 1e-4)
        let strict = ImageComparator.compare(
            expected: expected, actual: actual, options: ComparisonOptions(threshold: 0.01))
        #expect(strict.verdict == .different)
        #expect(strict.differingPixels == 4)
    }

    @Test func exactCountsEveryByteDifference() {
        // Transparent and opaque white look the same over white; only `.exact` tells them apart.
        let expected = Bitmap(width: 2, height: 1, fill: .transparent)
        let actual = F.painting(expected, F.white, minX: 1, minY: 0, maxX: 1, maxY: 0)
        #expect(ImageComparator.compare(expected: expected, actual: actual).passed)
        let exact = ImageComparator.compare(expected: expected, actual: actual, options: .exact)
        #expect(exact.verdict == .different)
        #expect(exact.differingPixels == 1)
    }

    @Test func countAndRatioLimitsMustBothHold() {
        let expected = Bitmap(width: 10, height: 10, fill: F.white)
        let actual = F.painting(expected, F.black, minX: 0, minY: 0, maxX: 4, maxY: 0) // 5 of 100 pixels
        func verdict(pixels: Int, ratio: Double) -> ImageComparisonResult.Verdict {
            ImageComparator.compare(
                expected: expected, actual: actual,
                options: ComparisonOptions.default.allowing(pixels: pixels, ratio: ratio)
            ).verdict
        }
        #expect(verdict(pixels: 5, ratio: 0.05) == .withinTolerance)
        #expect(verdict(pixels: 10, ratio: 0.04) == .different)
        #expect(verdict(pixels: 4, ratio: 1) == .different)
        #expect(verdict(pixels: 0, ratio: 0) == .different)
    }

    @Test func outOfRangeOptionsDoNotTrap() {
        let expected = Bitmap(width: 3, height: 3, fill: F.white)
        let actual = F.painting(expected, F.black, minX: 1, minY: 1, maxX: 1, maxY: 1)
        let options = ComparisonOptions(
            threshold: .nan, includeAA: false, maxDifferingPixels: -3, maxDifferingRatio: -1)
        let result = ImageComparator.compare(expected: expected, actual: actual, options: options)
        #expect(result.verdict == .different)
        #expect(
            ImageComparator.compare(expected: expected, actual: actual, options: ComparisonOptions(threshold: 7)).passed
        )
    }
}
