import Testing

@testable import Raster

@Suite struct MatrixTests {
    @Test func translationThenScaleMapsPointsInRowVectorOrder() {
        let m = Matrix4.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
        let p = m.apply(x: 1, y: 1)
        #expect(p.x == 22 && p.y == 2 && p.w == 1)
    }

    @Test func perspectiveEntryDividesByDepth() {
        var m = Matrix4.identity
        m.m34 = -1.0 / 500
        let p = m.apply(x: 100, y: 0, z: -500)
        #expect(p.w == 2)
        #expect(p.x / p.w == 50)
    }
}
