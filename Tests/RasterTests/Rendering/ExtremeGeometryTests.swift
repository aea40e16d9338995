import Raster
import Testing

/// Geometry far outside the frame — up to the largest finite numbers — is culled or clamped before
/// any conversion to whole pixels, so it draws what it should (nothing, or a full cover) and never traps.
@Suite struct ExtremeGeometryTests {
    @Test(arguments: [9.3e18, 1e300, -1e300, Double.greatestFiniteMagnitude])
    func farAwayOpaqueFillsDrawNothing(_ x: Double) {
        let list = DisplayList(
            width: 8, height: 8, background: .white,
            items: [
                .fill(FillItem(rect: Rect(x: x, y: x, width: 1e300, height: 1e300), color: .black)),
                .fill(FillItem(rect: Rect(x: 0, y: 0, width: 4, height: 4), color: .black)),
            ])
        let bitmap = Rasterizer(threadCount: 1).render(list)
        #expect(bitmap.width == 8)
        #expect(bitmap.pixels[(7 * 8 + 7) * 4] == 255, "the far fill must not cover the frame")
        #expect(bitmap.pixels[0] == 0)
    }
}
