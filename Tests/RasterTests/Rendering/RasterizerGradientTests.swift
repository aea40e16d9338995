import Testing

@testable import Raster

@Suite struct RasterizerGradientTests {
    @Test func eachPixelTakesTheRampAtItsCentre() {
        // From the first pixel's centre to the last one's: 0, 1/3, 2/3 and 1 of the way to white.
        let ramp = Gradient(
            kind: .linear, stops: Gradient.evenStops([.black, .white]), startX: 0.5, startY: 0, endX: 3.5, endY: 0)
        let bitmap = Rasterizer().render(gradient: ramp, width: 4, height: 1)
        let reds = (0..<4).map { Int(bitmap[$0, 0].r) }
        #expect(reds.first == 0 && reds.last == 255)
        #expect(abs(reds[1] - 85) <= 1 && abs(reds[2] - 170) <= 1, "\(reds)")
        #expect((0..<4).allSatisfy { bitmap[$0, 0].a == 255 })
    }

    @Test func withoutStopsTheBitmapStaysClear() {
        let empty = Gradient(kind: .linear, stops: [], startX: 0, startY: 0, endX: 1, endY: 0)
        let bitmap = Rasterizer().render(gradient: empty, width: 3, height: 2)
        #expect(bitmap.width == 3 && bitmap.height == 2)
        #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    }
}
