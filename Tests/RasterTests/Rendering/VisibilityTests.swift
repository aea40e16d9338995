import Testing

@testable import Raster

@Suite struct VisibilityTests {
    /// A group's occluders lie where its clip covers whole pixels, also with continuous corners, whose
    /// curves reach about 1.53 times the radius along each edge.
    @Test(arguments: [false, true], [3.0, 6, 9, 14])
    func groupOccludersStayInsideTheClip(continuous: Bool, radius: Double) {
        let frame = IntRect(minX: 0, minY: 0, maxX: 40, maxY: 30)
        let rect = Rect(x: 2, y: 3, width: 34, height: 24)
        let group = GroupItem(
            clip: ClipShape(rect: rect, radii: CornerRadii(radius), continuous: continuous),
            children: [.fill(FillItem(rect: Rect(x: 0, y: 0, width: 40, height: 30), color: .white))])
        var found: [IntRect] = []
        Visibility.occluders(of: .group(group), within: frame, into: &found)
        #expect(!found.isEmpty)
        // The clip's outline filled over a transparent frame: a pixel's alpha is the clip's coverage.
        var outline = Path()
        outline.addRoundedRect(rect, radii: CornerRadii(radius), continuous: continuous)
        let shape = ShapeItem(shape: .path(outline, .nonZero), paint: .solid(.white))
        let coverage = Rasterizer().render(DisplayList(width: 40, height: 30, items: [.shape(shape)]))
        for r in found {
            for y in r.minY..<r.maxY {
                for x in r.minX..<r.maxX { #expect(coverage[x, y].a == 255, "(\(x), \(y))") }
            }
        }
    }
}
