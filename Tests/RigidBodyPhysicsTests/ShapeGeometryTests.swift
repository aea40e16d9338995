import Testing

@testable import RigidBodyPhysics

@Suite struct ShapeGeometryTests {
    @Test func aBoxIsInsetByItsRoundingWhichIsAtMostAQuarterOfItsShorterSide() throws {
        let box = ShapeGeometry.box(width: 40, height: 20, center: [10, 0])
        let rounded = try #require(box.roundedPolygon(radius: 1))
        #expect(rounded.rounding == 1)
        #expect(rounded.corners == [[-9, -9], [29, -9], [29, 9], [-9, 9]])
        let capped = try #require(box.roundedPolygon(radius: 50))
        #expect(capped.rounding == 5)
        #expect(capped.corners == [[-5, -5], [25, -5], [25, 5], [-5, 5]])
    }

    @Test func otherShapesKeepTheirSharpPolygonAndACircleHasNone() throws {
        let hull = ShapeGeometry.convexHull([[0, 0], [10, 0], [0, 10]])
        let kept = try #require(hull.roundedPolygon(radius: 1))
        #expect(kept.rounding == 0 && kept.corners == hull.polygon)
        #expect(ShapeGeometry.ellipse(width: 10, height: 10, center: .zero).roundedPolygon(radius: 1) == nil)
        let box = ShapeGeometry.box(width: 10, height: 10, center: .zero)
        #expect(box.roundedPolygon(radius: 0)?.corners == box.polygon)
    }
}
