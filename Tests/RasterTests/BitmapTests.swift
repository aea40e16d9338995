import Testing

@testable import Raster

@Suite struct BitmapTests {
    @Test func fillAndSubscriptAgree() {
        var b = Bitmap(width: 3, height: 2, fill: Color(red: 1, green: 0, blue: 0, alpha: 0.5).premultiplied)
        #expect(b[2, 1] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128))
        b[0, 0] = .transparent
        #expect(b.pixels[0..<4].allSatisfy { $0 == 0 })
    }
}
