import Testing

@testable import Raster

@Suite struct GroupTests {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    @Test func groupOpacityFadesTheCompositeNotEachChild() {
        let a = Rect(x: 0, y: 0, width: 6, height: 6)
        let b = Rect(x: 3, y: 3, width: 6, height: 6)
        let group = DisplayList(
            width: 10, height: 10, background: .white,
            items: [
                .group(
                    GroupItem(
                        opacity: 0.5,
                        children: [.fill(FillItem(rect: a, color: red)), .fill(FillItem(rect: b, color: blue))]))
            ])
        let separate = DisplayList(
            width: 10, height: 10, background: .white,
            items: [
                .fill(FillItem(rect: a, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))),
                .fill(FillItem(rect: b, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))),
            ])
        let g = Rasterizer().render(group)
        let s = Rasterizer().render(separate)
        // Overlap: the group shows only blue at half strength over white; per-item fading lets the red show through.
        #expect(g[4, 4] == PremultipliedPixel(r: 127, g: 127, b: 255, a: 255))
        #expect(s[4, 4] == PremultipliedPixel(r: 127, g: 63, b: 191, a: 255))
        // Where the children do not overlap, both agree.
        #expect(g[1, 1] == s[1, 1] && g[8, 8] == s[8, 8])
    }

    @Test func maskAlphaModulatesTheContent() {
        let content = DisplayItem.fill(FillItem(rect: Rect(x: 0, y: 0, width: 10, height: 4), color: red))
        let list = DisplayList(
            width: 10, height: 4, background: .white,
            items: [
                .group(
                    GroupItem(
                        mask: [
                            .fill(FillItem(rect: Rect(x: 0, y: 0, width: 3, height: 4), color: .black)),
                            .fill(
                                FillItem(
                                    rect: Rect(x: 3, y: 0, width: 3, height: 4),
                                    color: Color(red: 0, green: 1, blue: 0, alpha: 0.5))),
                        ], children: [content]))
            ])
        let b = Rasterizer().render(list)
        #expect(b[1, 1] == red.premultiplied) // mask opaque
        #expect(b[4, 1] == PremultipliedPixel(r: 255, g: 127, b: 127, a: 255)) // mask alpha ½, colour ignored
        #expect(b[8, 1] == Color.white.premultiplied) // no mask: nothing
    }

    @Test func emptyMaskHidesEverything() {
        let list = DisplayList(
            width: 4, height: 4, background: .white,
            items: [
                .group(
                    GroupItem(
                        mask: [], children: [.fill(FillItem(rect: Rect(x: 0, y: 0, width: 4, height: 4), color: red))]))
            ])
        expectIdentical(Rasterizer().render(list), Bitmap(width: 4, height: 4, fill: Color.white.premultiplied))
    }

    @Test(arguments: [0.0, 13.0, 40.0])
    func clippingAnOpaqueFillEqualsFillingTheClipShape(degrees: Double) {
        // The clip's anti-aliased coverage must be the very coverage a fill of that shape gets.
        let shape = ClipShape(
            rect: Rect(x: 6.3, y: 5.6, width: 22.5, height: 17), radii: CornerRadii(5.5),
            transform: rotation(degrees, about: 18, 15))
        let clipped = DisplayList(
            width: 36, height: 30, background: .white,
            items: [
                .group(
                    GroupItem(
                        clip: shape,
                        children: [.fill(FillItem(rect: Rect(x: -10, y: -10, width: 60, height: 60), color: blue))]))
            ])
        let filled = DisplayList(
            width: 36, height: 30, background: .white,
            items: [
                .fill(FillItem(rect: shape.rect, radii: shape.radii, color: blue, transform: shape.transform))
            ])
        expectIdentical(Rasterizer().render(clipped), Rasterizer().render(filled))
    }

    @Test func pixelAlignedClipCutsExactly() {
        let list = DisplayList(
            width: 10, height: 10,
            items: [
                .group(
                    GroupItem(
                        clip: ClipShape(rect: Rect(x: 2, y: 3, width: 4, height: 5)),
                        children: [
                            .image(
                                ImageItem(
                                    rect: Rect(x: 0, y: 0, width: 10, height: 10),
                                    image: testImage(width: 10, height: 10)))
                        ]))
            ])
        let b = Rasterizer().render(list)
        for y in 0..<10 {
            for x in 0..<10 {
                #expect((b[x, y].a == 255) == ((2..<6).contains(x) && (3..<8).contains(y)), "(\(x), \(y))")
            }
        }
    }

    @Test func nestedGroupsMultiplyTheirOpacities() {
        let list = DisplayList(
            width: 2, height: 2,
            items: [
                .group(
                    GroupItem(
                        opacity: 0.5,
                        children: [
                            .group(
                                GroupItem(
                                    opacity: 0.5,
                                    children: [
                                        .fill(FillItem(rect: Rect(x: 0, y: 0, width: 2, height: 2), color: .white))
                                    ]))
                        ]))
            ])
        // 255 · ½ → 128, then · ½ → 64.
        #expect(Rasterizer().render(list)[0, 0] == PremultipliedPixel(r: 64, g: 64, b: 64, a: 64))
    }

    @Test func invisibleGroupsDrawNothing() {
        let fill = DisplayItem.fill(FillItem(rect: Rect(x: 0, y: 0, width: 4, height: 4), color: red))
        let list = DisplayList(
            width: 4, height: 4, background: .white,
            items: [
                .group(GroupItem(opacity: 0, children: [fill])),
                .group(GroupItem(children: [])),
                .group(
                    GroupItem(
                        opacity: 0.5, clip: ClipShape(rect: Rect(x: 10, y: 10, width: 2, height: 2)),
                        children: [fill])),
            ])
        expectIdentical(Rasterizer().render(list), Bitmap(width: 4, height: 4, fill: Color.white.premultiplied))
    }

    @Test func groupPartlyOutsideTheFrameComposites() {
        let list = DisplayList(
            width: 10, height: 10,
            items: [
                .group(
                    GroupItem(
                        opacity: 0.5,
                        children: [.fill(FillItem(rect: Rect(x: -20, y: 5, width: 25, height: 30), color: red))]))
            ])
        let b = Rasterizer().render(list)
        #expect(b[0, 9] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128))
        #expect(b[5, 9] == .transparent && b[0, 4] == .transparent)
    }
}
