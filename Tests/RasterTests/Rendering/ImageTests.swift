import Testing

@testable import Raster

@Suite struct ImageTests {
    /// A row of texels with the given grey levels (opaque).
    func greys(_ levels: [UInt8]) -> RasterImage {
        RasterImage(
            bitmap: Bitmap(width: levels.count, height: 1, pixels: levels.flatMap { [$0, $0, $0, 255] }), name: "greys")
    }

    @Test(arguments: [Sampling.bilinear, .nearest])
    func unscaledImageReproducesItsTexelsExactly(sampling: Sampling) {
        let image = testImage(width: 9, height: 7, translucent: true)
        let b = Rasterizer().render(
            DisplayList(
                width: 12, height: 10,
                items: [
                    .image(ImageItem(rect: Rect(x: 2, y: 1, width: 9, height: 7), image: image, sampling: sampling))
                ]))
        for y in 0..<7 { for x in 0..<9 { #expect(b[x + 2, y + 1] == image.bitmap[x, y]) } }
        #expect(b[1, 1] == .transparent && b[11, 1] == .transparent)
    }

    @Test func bilinearMagnificationInterpolatesBetweenTexelCentres() {
        // Two texels drawn four pixels wide: pixel centres sit at texel positions 0.25, 0.75,
        // 1.25, 1.75, i.e. ¼ before, ¼ after, … the texel centres at 0.5 and 1.5; edges clamp.
        let b = Rasterizer().render(
            DisplayList(
                width: 4, height: 1,
                items: [
                    .image(ImageItem(rect: Rect(x: 0, y: 0, width: 4, height: 1), image: greys([0, 255])))
                ]))
        #expect((0..<4).map { b[$0, 0].r } == [0, 64, 191, 255])
    }

    @Test func nearestMagnificationRepeatsTexels() {
        let b = Rasterizer().render(
            DisplayList(
                width: 6, height: 1,
                items: [
                    .image(
                        ImageItem(
                            rect: Rect(x: 0, y: 0, width: 6, height: 1), image: greys([10, 120, 250]),
                            sampling: .nearest))
                ]))
        #expect((0..<6).map { b[$0, 0].r } == [10, 10, 120, 120, 250, 250])
    }

    @Test func sourceRectSelectsAndClampsToItsTexels() {
        // Magnifying one texel must not bleed its neighbours in, even with bilinear filtering.
        let b = Rasterizer().render(
            DisplayList(
                width: 5, height: 1,
                items: [
                    .image(
                        ImageItem(
                            rect: Rect(x: 0, y: 0, width: 5, height: 1), image: greys([10, 120, 250]),
                            sourceRect: Rect(x: 1, y: 0, width: 1, height: 1)))
                ]))
        #expect((0..<5).map { b[$0, 0].r } == [120, 120, 120, 120, 120])
    }

    @Test func opacityFadesThePremultipliedTexel() {
        let b = Rasterizer().render(
            DisplayList(
                width: 2, height: 1,
                items: [
                    .image(
                        ImageItem(rect: Rect(x: 0, y: 0, width: 2, height: 1), image: greys([200, 200]), opacity: 0.5))
                ]))
        #expect(b[0, 0] == PremultipliedPixel(r: 100, g: 100, b: 100, a: 128))
    }

    @Test func quarterTurnAboutAPixelCornerMovesTexelsExactly() {
        let image = testImage(width: 4, height: 3)
        // 90° about (6, 6): local (x, y) → (12 − y, x), so texel (i, j) lands on pixel (11 − j, i).
        let b = Rasterizer().render(
            DisplayList(
                width: 12, height: 12,
                items: [
                    .image(
                        ImageItem(
                            rect: Rect(x: 0, y: 0, width: 4, height: 3), image: image,
                            transform: Matrix4(a: 0, b: 1, c: -1, d: 0, tx: 12, ty: 0)))
                ]))
        for j in 0..<3 { for i in 0..<4 { #expect(b[11 - j, i] == image.bitmap[i, j], "texel (\(i), \(j))") } }
    }

    @Test func mirroredImageIsDrawn() {
        // Negative scale (a back face, seen from behind) is drawn, mirrored.
        let b = Rasterizer().render(
            DisplayList(
                width: 3, height: 1,
                items: [
                    .image(
                        ImageItem(
                            rect: Rect(x: 0, y: 0, width: 3, height: 1), image: greys([10, 120, 250]),
                            sampling: .nearest,
                            transform: Matrix4(a: -1, b: 0, c: 0, d: 1, tx: 3, ty: 0)))
                ]))
        #expect((0..<3).map { b[$0, 0].r } == [250, 120, 10])
    }

    @Test func perspectiveImageIsForeshortenedTowardsTheFarSide() {
        // Turned away on the right: the right half of the image is squeezed into fewer columns
        // than the left half.
        let image = RasterImage(
            bitmap: Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]), name: "rb")
        let b = Rasterizer().render(
            DisplayList(
                width: 100, height: 40,
                items: [
                    .image(
                        ImageItem(
                            rect: Rect(x: 10, y: 10, width: 80, height: 20), image: image, sampling: .nearest,
                            transform: perspectiveTurn(45, about: 50, 20, distance: 150)))
                ]))
        let row = 20
        let red = (0..<100).filter { b[$0, row].r > 200 }.count
        let blue = (0..<100).filter { b[$0, row].b > 200 }.count
        #expect(red > blue + 5, "red \(red) blue \(blue)")
    }
}
