import Testing

@testable import Raster

@Suite struct DeterminismTests {
    /// A busy scene touching every kind of item.
    static func scene() -> DisplayList {
        var rng = SeededGenerator(seed: 99)
        var items: [DisplayItem] = [
            .fill(
                FillItem(
                    rect: Rect(x: 0, y: 0, width: 200, height: 160), color: Color(red: 0.9, green: 0.9, blue: 0.95)))
        ]
        for _ in 0..<6 {
            items.append(ReferenceComparisonTests.randomItem(&rng))
        }
        let image = testImage(width: 16, height: 16, translucent: true)
        items.append(
            .mesh(
                gridMesh(
                    Rect(x: 20, y: 20, width: 160, height: 120), columns: 8, rows: 6, texture: image,
                    transform: perspectiveTurn(25, about: 100, 80, distance: 300)
                ) { u, v in 20 * u * v }))
        items.append(
            .group(
                GroupItem(
                    opacity: 0.6,
                    clip: ClipShape(
                        rect: Rect(x: 30, y: 30, width: 140, height: 90), radii: CornerRadii(20),
                        transform: rotation(8, about: 100, 80)),
                    mask: [
                        .fill(
                            FillItem(
                                rect: Rect(x: 0, y: 40, width: 200, height: 60), radii: CornerRadii(30), color: .black))
                    ],
                    children: [.image(ImageItem(rect: Rect(x: 10, y: 10, width: 180, height: 140), image: image))])))
        return DisplayList(width: 200, height: 160, background: .white, items: items)
    }

    @Test func renderingTwiceGivesTheSameBytes() {
        let list = DeterminismTests.scene()
        expectIdentical(Rasterizer().render(list), Rasterizer().render(list))
    }

    @Test(arguments: [2, 3, 7])
    func bandsInParallelGiveTheSerialBytes(threads: Int) {
        let list = DeterminismTests.scene()
        expectIdentical(Rasterizer(threadCount: threads).render(list), Rasterizer().render(list))
    }

    @Test func renderingIntoAReusedBitmapMatchesAFreshOne() {
        let list = DeterminismTests.scene()
        var reused = Bitmap(width: 200, height: 160, fill: PremultipliedPixel(r: 9, g: 9, b: 9, a: 9))
        Rasterizer().render(list, into: &reused)
        expectIdentical(reused, Rasterizer().render(list))
    }

    @Test func drawingOntoABitmapPaintsOverItsContent() {
        var bitmap = Bitmap(width: 4, height: 4, fill: Color.white.premultiplied)
        Rasterizer().draw([.fill(FillItem(rect: Rect(x: 0, y: 0, width: 2, height: 4), color: .black))], onto: &bitmap)
        #expect(bitmap[0, 0] == Color.black.premultiplied && bitmap[3, 0] == Color.white.premultiplied)
    }
}
