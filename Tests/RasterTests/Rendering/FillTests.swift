import Testing

@testable import Raster

@Suite struct FillTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func pixelAlignedRectPaintsExactlyItsPixels() {
        let list = DisplayList(
            width: 12, height: 10, background: .white,
            items: [
                .fill(
                    FillItem(rect: Rect(x: 2, y: 3, width: 5, height: 4), color: Color(red: 0.2, green: 0.4, blue: 0.6))
                )
            ])
        let b = Rasterizer().render(list)
        let inside = Color(red: 0.2, green: 0.4, blue: 0.6).premultiplied
        for y in 0..<10 {
            for x in 0..<12 {
                let expected = (2..<7).contains(x) && (3..<7).contains(y) ? inside : Color.white.premultiplied
                #expect(b[x, y] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func translucentColourBlendsWithExactRounding() {
        let list = DisplayList(
            width: 4, height: 4, background: Color(red: 0, green: 0, blue: 1),
            items: [
                .fill(
                    FillItem(
                        rect: Rect(x: 0, y: 0, width: 4, height: 4),
                        color: Color(red: 1, green: 0, blue: 0, alpha: 0.25)))
            ])
        // src = (64, 0, 0, 64); dst = (0, 0, 255, 255); out = src + dst · 191 / 255.
        #expect(Rasterizer().render(list)[1, 1] == PremultipliedPixel(r: 64, g: 0, b: 191, a: 255))
    }

    @Test func halfCoveredPixelsAreHalfPainted() {
        let list = DisplayList(
            width: 10, height: 10,
            items: [
                .fill(FillItem(rect: Rect(x: 2.5, y: 2, width: 5, height: 6.5), color: red))
            ])
        let b = Rasterizer().render(list)
        #expect(b[2, 4] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128)) // left edge, half
        #expect(b[7, 4] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128)) // right edge, half
        #expect(b[4, 8] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128)) // bottom edge, half
        #expect(b[2, 8] == PremultipliedPixel(r: 64, g: 0, b: 0, a: 64)) // corner, a quarter
        #expect(b[4, 4].a == 255)
        #expect(b[1, 4].a == 0 && b[8, 4].a == 0 && b[4, 9].a == 0)
    }

    @Test func diagonalEdgeCoverageIsTheExactArea() {
        // The triangle-ish half of a pixel cut by a 45° line: a 45°-rotated square with its corner
        // on a pixel centre covers that pixel by exactly 1/4 … 3/4 depending on position; check the
        // total painted alpha equals the area.
        let side = 6.0
        let list = DisplayList(
            width: 20, height: 20,
            items: [
                .fill(
                    FillItem(
                        rect: Rect(x: 7, y: 7, width: side, height: side), color: .black,
                        transform: rotation(45, about: 10, 10)))
            ])
        let b = Rasterizer().render(list)
        var total = 0
        for y in 0..<20 { for x in 0..<20 { total += Int(b[x, y].a) } }
        #expect(abs(Double(total) / 255 - side * side) < 0.5)
    }

    @Test func thinLineKeepsItsWeight() {
        // A quarter-pixel high horizontal line inside one row: every pixel 25 % covered.
        let list = DisplayList(
            width: 8, height: 4,
            items: [
                .fill(FillItem(rect: Rect(x: 0, y: 1.5, width: 8, height: 0.25), color: .black))
            ])
        let b = Rasterizer().render(list)
        for x in 0..<8 { #expect(b[x, 1].a == 64) }
        #expect(b[0, 0].a == 0 && b[0, 2].a == 0)
    }

    @Test func cornerRadiiAreClampedToHalfTheShorterSide() {
        // A radius far larger than the rect becomes a capsule (radius = height / 2), like CALayer.
        let capsule = DisplayList(
            width: 40, height: 20,
            items: [
                .fill(FillItem(rect: Rect(x: 0, y: 0, width: 40, height: 20), radii: CornerRadii(1000), color: .black))
            ])
        let exact = DisplayList(
            width: 40, height: 20,
            items: [
                .fill(FillItem(rect: Rect(x: 0, y: 0, width: 40, height: 20), radii: CornerRadii(10), color: .black))
            ])
        expectIdentical(Rasterizer().render(capsule), Rasterizer().render(exact))
        let b = Rasterizer().render(capsule)
        #expect(b[0, 0].a == 0) // corner cut away
        #expect(b[20, 0].a == 255) // top edge straight between the arcs
        // At mid height the arc touches the left side: the pixel misses only the sliver between arc
        // and side, ∫₀¹ (10 − √(100 − t²)) dt ≈ 0.0167, so coverage ≈ 0.9833 ≈ 250.7 / 255.
        #expect(abs(Int(b[0, 10].a) - 251) <= 1)
    }

    @Test func perCornerRadiiShapeOnlyTheirCorner() {
        let list = DisplayList(
            width: 30, height: 30,
            items: [
                .fill(
                    FillItem(
                        rect: Rect(x: 0, y: 0, width: 30, height: 30),
                        radii: CornerRadii(topLeft: 0, topRight: 10, bottomRight: 0, bottomLeft: 10), color: .black))
            ])
        let b = Rasterizer().render(list)
        #expect(b[0, 0].a == 255 && b[29, 29].a == 255)
        #expect(b[29, 0].a == 0 && b[0, 29].a == 0)
    }

    @Test func opaqueFullFrameFillHidesEverythingBelow() {
        // Culling is exact: rendering with and without the hidden items gives the same bytes.
        let top = DisplayItem.fill(
            FillItem(rect: Rect(x: -5, y: -5, width: 50, height: 50), color: Color(red: 0.3, green: 0.6, blue: 0.9)))
        let hidden = DisplayItem.image(
            ImageItem(rect: Rect(x: 0, y: 0, width: 40, height: 40), image: testImage(width: 8, height: 8)))
        let over = DisplayItem.fill(
            FillItem(
                rect: Rect(x: 3.5, y: 3.5, width: 10, height: 10), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let full = Rasterizer().render(
            DisplayList(width: 40, height: 40, background: .black, items: [hidden, top, over]))
        let short = Rasterizer().render(DisplayList(width: 40, height: 40, items: [top, over]))
        expectIdentical(full, short)
    }
}
