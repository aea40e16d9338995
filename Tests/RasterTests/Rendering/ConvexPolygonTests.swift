import Testing

@testable import Raster

@Suite struct ConvexPolygonTests {
    let square = ConvexPolygon.rectangle(width: 10, height: 10)

    @Test func aSlabKeepsThePartBetweenTheBounds() {
        let slab = square.slab(a: 1, b: 0, from: 2, to: 5)
        #expect(
            slab.points == [
                DevicePoint(x: 2, y: 0), DevicePoint(x: 5, y: 0),
                DevicePoint(x: 5, y: 10), DevicePoint(x: 2, y: 10),
            ])
        #expect(slab.area == 30)
        #expect(square.slab(a: 1, b: 0, from: 11, to: 20).points.isEmpty)
        #expect(square.slab(a: 0, b: 1, from: -.infinity, to: .infinity).area == 100)
    }

    @Test func slicesAlongATiltedDirectionShareTheirCutsExactly() {
        // Cuts whose crossings are not exactly representable: neighbouring pieces must still agree.
        let a = 0.8944271909999159
        let b = 0.4472135954999579
        let cuts = [-Double.infinity] + (0...12).map { 1.3 + 0.71 * Double($0) } + [.infinity]
        let pieces = square.slices(a: a, b: b, at: cuts)
        #expect(pieces.count == cuts.count - 1)
        for (lower, upper) in zip(pieces, pieces.dropFirst()) where !lower.points.isEmpty && !upper.points.isEmpty {
            // The points of the lower piece on the shared cut are points of the upper piece, bit for bit.
            let onCut = lower.points.filter { p in
                upper.points.contains { abs($0.x - p.x) < 1e-9 && abs($0.y - p.y) < 1e-9 }
            }
            #expect(onCut.count == 2)
            for p in onCut { #expect(upper.points.contains(p)) }
        }
        let total = pieces.map(\.area).reduce(0, +)
        #expect(abs(total - 100) < 1e-9)
    }

    @Test func theAreaIgnoresTheOrientation() {
        #expect(ConvexPolygon(points: square.points.reversed()).area == 100)
        #expect(ConvexPolygon(points: []).area == 0)
    }
}
