import Testing

@testable import Raster

/// Bad input never traps and never paints half-way: the offending item is skipped.
@Suite struct BadInputTests {
    let good = DisplayItem.fill(
        FillItem(rect: Rect(x: 2, y: 2, width: 6, height: 6), color: Color(red: 0, green: 0.5, blue: 1)))

    /// `bad` placed before and after a good item must leave the frame as the good item alone paints it.
    func expectSkipped(_ bad: DisplayItem, _ label: String) {
        let expected = Rasterizer().render(DisplayList(width: 10, height: 10, background: .white, items: [good]))
        let actual = Rasterizer().render(
            DisplayList(width: 10, height: 10, background: .white, items: [bad, good, bad]))
        expectIdentical(actual, expected, label)
        let reference = ReferenceRasterizer(samplesPerAxis: 2)
        expectIdentical(
            reference.render(DisplayList(width: 10, height: 10, background: .white, items: [bad, good, bad])),
            reference.render(DisplayList(width: 10, height: 10, background: .white, items: [good])),
            "\(label) (reference)")
    }

    static var badMatrices: [Matrix4] {
        var nan = Matrix4.identity
        nan.m41 = .nan
        var inf = Matrix4.identity
        inf.m22 = .infinity
        var perspectiveNaN = Matrix4.identity
        perspectiveNaN.m34 = .nan
        return [nan, inf, perspectiveNaN]
    }

    @Test(arguments: badMatrices)
    func nonFiniteTransformsAreSkipped(matrix: Matrix4) {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        expectSkipped(.fill(FillItem(rect: rect, color: .black, transform: matrix)), "fill")
        expectSkipped(.image(ImageItem(rect: rect, image: testImage(width: 4, height: 4), transform: matrix)), "image")
        expectSkipped(
            .mesh(gridMesh(rect, columns: 2, rows: 2, texture: testImage(width: 4, height: 4), transform: matrix)),
            "mesh")
        expectSkipped(
            .group(
                GroupItem(
                    opacity: 0.5, clip: ClipShape(rect: rect, transform: matrix),
                    children: [.fill(FillItem(rect: rect, color: .black))])), "clip")
    }

    @Test func nonFiniteNumbersInItemsAreSkipped() {
        expectSkipped(.fill(FillItem(rect: Rect(x: .nan, y: 0, width: 5, height: 5), color: .black)), "rect")
        expectSkipped(
            .fill(FillItem(rect: Rect(x: 0, y: 0, width: 5, height: 5), color: Color(red: .nan, green: 0, blue: 0))),
            "colour")
        expectSkipped(
            .fill(
                FillItem(
                    rect: Rect(x: 0, y: 0, width: 5, height: 5),
                    color: Color(red: .infinity, green: 0, blue: 0, alpha: 0))), "colour inf")
        expectSkipped(
            .image(
                ImageItem(
                    rect: Rect(x: 0, y: 0, width: 5, height: 5), image: testImage(width: 4, height: 4), opacity: .nan)),
            "opacity")
        expectSkipped(
            .group(
                GroupItem(
                    opacity: .nan,
                    children: [.fill(FillItem(rect: Rect(x: 0, y: 0, width: 5, height: 5), color: .black))])),
            "group opacity")
        var mesh = gridMesh(
            Rect(x: 0, y: 0, width: 5, height: 5), columns: 1, rows: 1, texture: testImage(width: 4, height: 4))
        mesh.vertices[0].u = .nan
        expectSkipped(.mesh(mesh), "vertex")
    }

    @Test func emptyAndMisfittingImagesAreSkipped() {
        let empty = RasterImage(bitmap: Bitmap(width: 0, height: 0), name: "empty")
        expectSkipped(.image(ImageItem(rect: Rect(x: 0, y: 0, width: 5, height: 5), image: empty)), "zero-size image")
        expectSkipped(
            .mesh(gridMesh(Rect(x: 0, y: 0, width: 5, height: 5), columns: 1, rows: 1, texture: empty)),
            "zero-size texture")
        let image = testImage(width: 4, height: 4)
        expectSkipped(
            .image(
                ImageItem(
                    rect: Rect(x: 0, y: 0, width: 5, height: 5), image: image,
                    sourceRect: Rect(x: 10, y: 10, width: 2, height: 2))), "source outside")
        expectSkipped(
            .image(
                ImageItem(
                    rect: Rect(x: 0, y: 0, width: 5, height: 5), image: image,
                    sourceRect: Rect(x: 1, y: 1, width: 0, height: 2))), "empty source")
        expectSkipped(.image(ImageItem(rect: Rect(x: 0, y: 0, width: 0, height: 5), image: image)), "empty rect")
    }

    @Test func brokenMeshesAreSkipped() {
        let texture = testImage(width: 4, height: 4)
        let vertices = [
            MeshVertex(x: 0, y: 0, u: 0, v: 0), MeshVertex(x: 9, y: 0, u: 1, v: 0), MeshVertex(x: 0, y: 9, u: 0, v: 1),
        ]
        expectSkipped(.mesh(MeshItem(vertices: [], indices: [], texture: texture)), "empty")
        expectSkipped(.mesh(MeshItem(vertices: vertices, indices: [0, 1, 3], texture: texture)), "index past the end")
        expectSkipped(.mesh(MeshItem(vertices: vertices, indices: [0, -1, 2], texture: texture)), "negative index")
        expectSkipped(
            .mesh(MeshItem(vertices: vertices, indices: [0, 1], texture: texture)), "fewer than three indices")
        expectSkipped(
            .mesh(MeshItem(vertices: vertices + [vertices[0]], indices: [0, 3, 1], texture: texture)),
            "degenerate triangle")
    }

    @Test func trailingIndicesThatMakeNoTriangleAreIgnored() {
        let texture = solidImage(.black, width: 2, height: 2)
        let vertices = [
            MeshVertex(x: 0, y: 0, u: 0, v: 0), MeshVertex(x: 9, y: 0, u: 1, v: 0), MeshVertex(x: 0, y: 9, u: 0, v: 1),
        ]
        let a = Rasterizer().render(
            DisplayList(
                width: 10, height: 10,
                items: [.mesh(MeshItem(vertices: vertices, indices: [0, 1, 2], texture: texture))]))
        let b = Rasterizer().render(
            DisplayList(
                width: 10, height: 10,
                items: [.mesh(MeshItem(vertices: vertices, indices: [0, 1, 2, 1], texture: texture))]))
        expectIdentical(a, b)
        #expect(a[1, 1].a == 255)
    }

    @Test func degenerateAndBehindTheEyeTransformsDrawNothing() {
        var behind = Matrix4.identity
        behind.m44 = -1 // every point has w = −1: behind the eye
        expectSkipped(
            .fill(FillItem(rect: Rect(x: 0, y: 0, width: 5, height: 5), color: .black, transform: behind)), "behind")
        expectSkipped(
            .fill(FillItem(rect: Rect(x: 0, y: 0, width: 5, height: 5), color: .black, transform: .scale(x: 0, y: 1))),
            "flat")
        expectSkipped(
            .image(
                ImageItem(
                    rect: Rect(x: 0, y: 0, width: 5, height: 5), image: testImage(width: 4, height: 4),
                    transform: .scale(x: 1, y: 0))), "flat image")
    }

    @Test func hugeCoordinatesAreClippedNotOverflowed() {
        let huge = Rasterizer().render(
            DisplayList(
                width: 10, height: 10,
                items: [
                    .fill(FillItem(rect: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), color: .black)),
                    .fill(
                        FillItem(
                            rect: Rect(x: 0, y: 0, width: 1, height: 1), color: .black,
                            transform: .scale(x: 1e200, y: 1e-200))),
                ]))
        #expect(huge[5, 5] == Color.black.premultiplied)
        // Almost edge-on under perspective: points just in front of the eye land very far away.
        var m = perspectiveTurn(89.9999, about: 5, 5, distance: 5)
        m.m41 += 0.001
        let b = Rasterizer().render(
            DisplayList(
                width: 10, height: 10,
                items: [
                    .image(
                        ImageItem(
                            rect: Rect(x: -100, y: -100, width: 200, height: 200),
                            image: testImage(width: 4, height: 4), transform: m))
                ]))
        for y in 0..<10 {
            for x in 0..<10 {
                let p = b[x, y]
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
        }
    }

    @Test func negativeFrameSizeGivesAnEmptyBitmap() {
        let b = Rasterizer().render(DisplayList(width: -3, height: 5, items: [good]))
        #expect(b.width == 0 && b.height == 5 && b.pixels.isEmpty)
    }
}
