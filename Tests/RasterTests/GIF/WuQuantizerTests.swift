import Testing

@testable import Raster

@Suite struct WuQuantizerTests {
    func histogram(_ colors: [(UInt8, UInt8, UInt8, Int)]) -> ColorHistogram {
        var histogram = ColorHistogram()
        var rgb: [UInt8] = []
        for (r, g, b, count) in colors { for _ in 0..<count { rgb += [r, g, b] } }
        histogram.add(rgb: rgb)
        return histogram
    }

    @Test func fewColoursComeBackExactlyAndSorted() {
        let palette = WuQuantizer.palette(for: histogram([(200, 1, 2, 5), (3, 4, 5, 1), (200, 1, 1, 9)]), maximum: 8)
        #expect(
            palette == [
                PaletteColor(r: 3, g: 4, b: 5), PaletteColor(r: 200, g: 1, b: 1), PaletteColor(r: 200, g: 1, b: 2),
            ])
    }

    @Test func clustersBecomeTheirMeans() {
        // Two tight clusters and two boxes: each entry is its cluster's (count-weighted) mean.
        let palette = WuQuantizer.palette(
            for: histogram([(10, 10, 10, 3), (12, 10, 10, 1), (240, 200, 100, 2), (244, 200, 100, 2)]), maximum: 2)
        #expect(Set(palette) == [PaletteColor(r: 11, g: 10, b: 10), PaletteColor(r: 242, g: 200, b: 100)])
    }

    @Test func manyColoursGiveAtMostTheMaximumAndCoverTheRange() {
        var histogram = ColorHistogram()
        histogram.add(rgb: GIFFixtures.gradient(0).opaqueRGB())
        #expect(histogram.exactColors == nil)
        let palette = WuQuantizer.palette(for: histogram, maximum: 255)
        #expect(palette.count > 200 && palette.count <= 255)
        #expect(Set(palette).count == palette.count)
        #expect(WuQuantizer.palette(for: histogram, maximum: 255) == palette, "deterministic")
    }

    @Test func nearestLookupAgreesWithAFullSearch() {
        var histogram = ColorHistogram()
        histogram.add(rgb: GIFFixtures.gradient(0).opaqueRGB())
        var palette = GIFPalette(histogram: histogram)!
        for value in stride(from: 0, to: 256 * 256 * 256, by: 9973) {
            let (r, g, b) = (Double(value >> 16), Double((value >> 8) & 255), Double(value & 255))
            let expected = palette.colors.indices.min {
                palette.colors[$0].distance(r: r, g: g, b: b) < palette.colors[$1].distance(r: r, g: g, b: b)
            }!
            let found = palette.nearest(r: r, g: g, b: b)
            #expect(
                palette.distance(from: found, r: r, g: g, b: b) == palette.colors[expected].distance(r: r, g: g, b: b))
        }
    }
}
