import Foundation
import Testing

@testable import Raster

/// Coverage where the winding number goes beyond ±1 inside a pixel — self-intersecting paths,
/// overlapping contours that turn the same way, nested contours closer together than a pixel — against
/// the reference rasterizer's exact areas. Allowed: 2/255 per channel (rounding of coverage and
/// blending), on every pixel.
@Suite struct WindingCoverageTests {
    static let reference = ReferenceRasterizer(samplesPerAxis: 4)
    static let ink = Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)

    func check(_ path: Path, _ rule: FillRule, _ label: String, transform: Matrix4 = .identity) {
        let list = DisplayList(
            width: 40, height: 32, background: .white,
            items: [.shape(ShapeItem(shape: .path(path, rule), paint: .solid(Self.ink), transform: transform))])
        let difference = BitmapDifference(Rasterizer().render(list), Self.reference.render(list))
        #expect(difference.maximum <= 2, "\(label) \(rule): \(difference)")
    }

    @Test(arguments: FillRule.allCases)
    func selfIntersectingStar(rule: FillRule) {
        check(ShapeComparisonTests.star, rule, "star", transform: rotation(11, about: 20, 17))
    }

    @Test(arguments: FillRule.allCases)
    func figureEight(rule: FillRule) {
        // One contour crossing itself at (20, 16): the loops wind opposite ways.
        var p = Path()
        p.move(to: 20, 16)
        p.elements.append(.cubic(c1x: 30, c1y: 2, c2x: 40, c2y: 14, x: 34, y: 22))
        p.elements.append(.cubic(c1x: 30, c1y: 29, c2x: 24, c2y: 22, x: 20, y: 16))
        p.elements.append(.cubic(c1x: 16, c1y: 10, c2x: 10, c2y: 3, x: 6, y: 10))
        p.elements.append(.cubic(c1x: 0, c1y: 18, c2x: 10, c2y: 30, x: 20, y: 16))
        p.close()
        check(p, rule, "figure eight", transform: rotation(-7, about: 20, 16))
    }

    @Test(arguments: FillRule.allCases)
    func overlappingContoursTurningTheSameWay(rule: FillRule) {
        var p = Path()
        p.addEllipse(in: Rect(x: 3.3, y: 4.1, width: 22, height: 20))
        p.addEllipse(in: Rect(x: 14.6, y: 7.7, width: 22, height: 21))
        p.addRect(Rect(x: 8.35, y: 2.6, width: 21.5, height: 6.3))
        check(p, rule, "overlaps", transform: rotation(9, about: 20, 16))
    }

    @Test(arguments: FillRule.allCases)
    func nestedContoursLessThanAPixelApart(rule: FillRule) {
        // Both turn the same way: under non-zero the inner one changes nothing; under even-odd only a
        // ring 0.35 px wide is left.
        var p = Path()
        p.addEllipse(in: Rect(x: 4.2, y: 3.1, width: 31, height: 25))
        p.addEllipse(in: Rect(x: 4.55, y: 3.45, width: 30.3, height: 24.3))
        check(p, rule, "nested", transform: rotation(4, about: 20, 16))
    }

    @Test func sameWaySquaresSharingAPixel() {
        // Pixel 0 of each row is a quarter outside, a quarter inside one square, half inside both.
        var scan = ScanConverter()
        scan.reset(fillRule: .nonZero)
        for left in [0.25, 0.5] {
            scan.addPolygon([
                DevicePoint(x: left, y: 0), DevicePoint(x: 4, y: 0), DevicePoint(x: 4, y: 2),
                DevicePoint(x: left, y: 2),
            ])
        }
        let area = IntRect(minX: 0, minY: 0, maxX: 4, maxY: 2)
        for row in scan.prepareRows(within: area) {
            scan.computeSpans(row: row, minX: area.minX, maxX: area.maxX)
            #expect(scan.spans.first?.x == 0 && scan.spans.first?.coverage == 191, "row \(row): \(scan.spans)")
        }
    }

    @Test func referenceAreasAreExact() {
        // A triangle of area 1/8 inside pixel (1, 1), and the same triangle twice under even-odd.
        let triangle = [PlanePoint(x: 1.5, y: 1), PlanePoint(x: 2, y: 1.5), PlanePoint(x: 1.5, y: 1.5)]
        let r = Self.reference
        let once = r.deviceEdges([triangle], .identity)!
        #expect(r.exactCoverage(x: 1, y: 1, edges: once, rule: .nonZero) == 32)
        let twice = r.deviceEdges([triangle, triangle], .identity)!
        #expect(r.exactCoverage(x: 1, y: 1, edges: twice, rule: .nonZero) == 32)
        #expect(r.exactCoverage(x: 1, y: 1, edges: twice, rule: .evenOdd) == 0)
        #expect(r.exactCoverage(x: 0, y: 0, edges: once, rule: .nonZero) == 0)
    }
}
