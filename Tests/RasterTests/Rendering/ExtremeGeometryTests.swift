import Foundation
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

    /// A fill that covers the frame by a huge margin paints every pixel fully, however large its coordinates.
    @Test(arguments: [1e6, 1e18, 1e300, Double.greatestFiniteMagnitude / 4])
    func hugeCoveringFillPaintsEveryPixelFully(_ extent: Double) {
        let list = DisplayList(
            width: 8, height: 8, background: .white,
            items: [
                .fill(
                    FillItem(rect: Rect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent), color: .black))
            ])
        expectFullyBlack(list)
    }

    /// Turned, its sides run between points ~1e300 px away: clipping them to the guard band must not
    /// cancel catastrophically (it once left a quarter of the frame uncovered).
    @Test(arguments: [1e6, 1e18, 1e300])
    func hugeTurnedFillPaintsEveryPixelFully(_ extent: Double) {
        let (c, s) = (cos(0.3), sin(0.3))
        var turn = Matrix4.identity
        (turn.m11, turn.m12, turn.m21, turn.m22) = (c, s, -s, c)
        expectFullyBlack(
            DisplayList(
                width: 8, height: 8, background: .white,
                items: [
                    .fill(
                        FillItem(
                            rect: Rect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent), color: .black,
                            transform: turn))
                ]))
    }

    /// A corner millions of pixels across once made the arc's segment count an infinite quotient (found
    /// by the raster fuzzer: Fuzz/Crashers/raster).
    @Test(arguments: [1e9, 1e18, 1e300])
    func hugeRoundedCoverPaintsEveryPixelFully(_ extent: Double) {
        expectFullyBlack(
            DisplayList(
                width: 8, height: 8, background: .white,
                items: [
                    .fill(
                        FillItem(
                            rect: Rect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent),
                            radii: CornerRadii(extent / 4), color: .black))
                ]))
    }

    func expectFullyBlack(_ list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) {
        let bitmap = Rasterizer(threadCount: 1).render(list)
        let notBlack = stride(from: 0, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0] != 0 }
        #expect(
            notBlack.isEmpty, "pixels left partly uncovered: \(notBlack.map { bitmap.pixels[$0] })",
            sourceLocation: sourceLocation)
    }
}
