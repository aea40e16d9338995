import Testing

@testable import Raster

/// ``BlurSampler`` adds a step along runs of device columns between the same two reduced columns; it
/// must give what the bilinear formula gives for every pixel, wherever a read starts.
@Suite struct BlurSamplerTests {
    @Test func readsMatchTheBilinearFormulaPixelForPixel() {
        var rng = SeededGenerator(seed: 5)
        var bitmap = Bitmap(width: 96, height: 40)
        for i in bitmap.pixels.indices { bitmap.pixels[i] = UInt8.random(in: 0...255, using: &rng) }
        bitmap.pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                let source = RenderTarget(
                    base: pixels.baseAddress!, bounds: IntRect(minX: 0, minY: 0, maxX: 96, maxY: 40))
                for sigma in [3.0, 12, 40] {
                    let plan = BlurPlan(sigma: sigma)
                    let region = plan.aligned(IntRect(minX: 0, minY: 0, maxX: 96, maxY: 40))
                    for channels in [BlurImage.Channels.rgba, .alpha] {
                        let image = BlurImage(
                            shrinking: source, over: region, channels: channels, edges: .repeat, plan: plan)
                        for offset in [0.0, 0.3, -2.71, 5.5] {
                            var sampler = BlurSampler(image, columns: 3..<90, offsetX: offset)
                            for y in [0, 17, 39] {
                                sampler.load(row: y, offsetY: offset)
                                for (x, count) in [(3, 87), (4, 1), (5, 13), (50, 40)] {
                                    var out = [UInt32](repeating: 0, count: count)
                                    out.withUnsafeMutableBufferPointer {
                                        sampler.read(from: x, count: count, into: $0.baseAddress!)
                                    }
                                    let expected = (x..<x + count).map { bilinear(image, $0, y, offset) }
                                    #expect(
                                        out == expected,
                                        "σ \(sigma), \(channels), offset \(offset), row \(y), from \(x)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The blurred pixel at device `(x, y)` moved by `offset` both ways, by the plain bilinear formula.
private func bilinear(_ image: BlurImage, _ x: Int, _ y: Int, _ offset: Double) -> UInt32 {
    func tap(_ v: Int, _ origin: Int, _ count: Int) -> (Int, Int, Int) {
        let position = ((Double(v) + 0.5 - offset) / Double(image.factor) - 0.5) * 256
        let fixed = Int(position.rounded()) - origin * 256
        let i = fixed >> 8
        return (min(max(i, 0), count - 1), min(max(i + 1, 0), count - 1), fixed & 255)
    }
    let w = image.grid.width
    let n = image.channels.rawValue
    let (x0, x1, wx) = tap(x, image.grid.minX, w)
    let (y0, y1, wy) = tap(y, image.grid.minY, image.grid.height)
    var pixel: UInt32 = 0
    for c in 0..<n {
        func value(_ px: Int, _ py: Int) -> Int { Int(image.values[(py * w + px) * n + c]) }
        let top = value(x0, y0) * (256 - wy) + value(x0, y1) * wy
        let bottom = value(x1, y0) * (256 - wy) + value(x1, y1) * wy
        let v = (top * (256 - wx) + bottom * wx + (1 << 21)) >> 22
        pixel |= UInt32(v) << (8 * (n == 4 ? c : 3))
    }
    return pixel
}
