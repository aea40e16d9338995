import Foundation
import Testing

@testable import Raster

/// Rows whose edges are all vertical repeat the spans of the row above instead of cutting the edges
/// again; they must be exactly the spans a row computed on its own gives.
@Suite struct ScanConverterVerticalRunTests {
    /// Polygons with long vertical sides: a rectangle on fractional columns and rows, a rounded one
    /// (vertical sides between curved corners), a bar thinner than a pixel, two overlapping rectangles
    /// (one pixel column holding edges of both) and a ring.
    static let shapes: [(name: String, rule: FillRule, polygons: [[DevicePoint]])] = [
        ("rectangle", .nonZero, [rectangle(1.25, 0.5, 9.75, 30.25)]),
        ("thin bar", .nonZero, [rectangle(3.2, 1, 3.6, 20.5)]),
        ("overlapping rectangles", .nonZero, [rectangle(1, 1, 6.5, 24), rectangle(6.25, 4.5, 11, 18)]),
        ("ring", .evenOdd, [rectangle(0.5, 0.5, 12.5, 28.5), rectangle(3.75, 3.25, 9.25, 25.75)]),
        ("rounded rectangle", .nonZero, [roundedRectangle()]),
    ]

    @Test(arguments: 0..<shapes.count)
    func repeatedRowsEqualRowsComputedAlone(_ index: Int) {
        let shape = Self.shapes[index]
        let area = IntRect(minX: 0, minY: 0, maxX: 14, maxY: 32)
        var sequential = ScanConverter()
        load(&sequential, shape)
        for row in sequential.prepareRows(within: area) {
            sequential.computeSpans(row: row, minX: area.minX, maxX: area.maxX)
            var alone = ScanConverter()
            load(&alone, shape)
            _ = alone.prepareRows(within: area)
            alone.computeSpans(row: row, minX: area.minX, maxX: area.maxX)
            #expect(describe(sequential.spans) == describe(alone.spans), "\(shape.name), row \(row)")
        }
    }

    /// Narrowing the columns on the next row cuts the edges again rather than repeating wider spans.
    @Test func otherColumnsAreNotRepeated() {
        var scan = ScanConverter()
        scan.reset()
        scan.addPolygon(Self.rectangle(1.5, 0, 9.5, 10))
        _ = scan.prepareRows(within: IntRect(minX: 0, minY: 0, maxX: 12, maxY: 10))
        scan.computeSpans(row: 0, minX: 0, maxX: 12)
        scan.computeSpans(row: 1, minX: 0, maxX: 5)
        #expect(describe(scan.spans) == ["1×1@128", "2×3@255"])
    }

    private func load(_ scan: inout ScanConverter, _ shape: (name: String, rule: FillRule, polygons: [[DevicePoint]])) {
        scan.reset(fillRule: shape.rule)
        for polygon in shape.polygons { scan.addPolygon(polygon) }
    }

    private func describe(_ spans: [CoverageSpan]) -> [String] {
        spans.map { "\($0.x)×\($0.count)@\($0.coverage)" }
    }

    private static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [DevicePoint] {
        [DevicePoint(x: x0, y: y0), DevicePoint(x: x1, y: y0), DevicePoint(x: x1, y: y1), DevicePoint(x: x0, y: y1)]
    }

    /// A 12 × 28 rectangle at (0.5, 1.5) with corners of radius 4 flattened to eight segments each.
    private static func roundedRectangle() -> [DevicePoint] {
        let (minX, minY, maxX, maxY, r) = (0.5, 1.5, 12.5, 29.5, 4.0)
        let centres = [(maxX - r, maxY - r), (minX + r, maxY - r), (minX + r, minY + r), (maxX - r, minY + r)]
        var points: [DevicePoint] = []
        for (corner, centre) in centres.enumerated() {
            for step in 0...8 {
                let angle = (Double(corner) + Double(step) / 8) * Double.pi / 2
                points.append(DevicePoint(x: centre.0 + r * cos(angle), y: centre.1 + r * sin(angle)))
            }
        }
        return points
    }
}
