import Testing

@testable import Raster

/// A gradient that is the same on every row, shaded from its column colours, paints what the
/// per-pixel lookup paints.
@Suite struct GradientShaderTests {
    @Test func columnColoursPaintWhatThePerPixelLookupPaints() {
        var rng = SeededGenerator(seed: 32)
        let width = 40
        var ramp: [UInt32] = []
        var checked = 0
        for round in 0..<300 {
            let random = { Double.random(in: -30...60, using: &rng) }
            let alpha = [0, 0.5, 1][round % 3]
            let gradient = Gradient(
                kind: .linear,
                stops: [
                    .init(location: 0, color: Color(red: 1, green: 0.2, blue: 0, alpha: alpha)),
                    .init(location: Double.random(in: 0...1, using: &rng), color: Color(red: 0, green: 0, blue: 1)),
                    .init(location: 1, color: Color(red: 0.3, green: 1, blue: 0.5, alpha: 1 - alpha)),
                ],
                startX: random(), startY: round % 5 == 0 ? random() : 7, endX: random(), endY: 7)
            // Scales, flips and shears that keep device y out of local x (half of them), or not.
            let m = Matrix3(
                Double.random(in: -2...2, using: &rng), Double.random(in: -2...2, using: &rng), 0,
                round % 2 == 0 ? 0 : Double.random(in: -1...1, using: &rng), Double.random(in: -2...2, using: &rng), 0,
                random(), random(), 1)
            guard fillRamp(&ramp, for: gradient) else { continue }
            let same = GradientShader.isSameOnEveryRow(gradient, map: m)
            #expect(same == (round % 2 == 0 && round % 5 != 0), "round \(round)")
            ramp.withUnsafeBufferPointer { entries in
                let plain = GradientShader(gradient: gradient, ramp: entries.baseAddress!, map: m)
                let firstColumn = -3
                let colours = (firstColumn..<width).map { plain.colour(column: $0, row: 0) }
                colours.withUnsafeBufferPointer { colours in
                    var byColumn = plain
                    byColumn.columns = (colours.baseAddress!, firstColumn)
                    let background = (0..<width).map { _ in
                        UInt32.random(in: .min ... .max, using: &rng) & 0x7F7F_7F7F | 0x8000_0000
                    }
                    for _ in 0..<6 where same {
                        let y = Int.random(in: -50...50, using: &rng)
                        let x = Int.random(in: 0..<width, using: &rng)
                        let count = Int.random(in: 0...(width - x), using: &rng)
                        let coverage = UInt32.random(in: 1...255, using: &rng)
                        func paint(_ shader: GradientShader) -> [UInt32] {
                            var pixels = background
                            pixels.withUnsafeMutableBufferPointer { p in
                                let target = RenderTarget(
                                    base: p.baseAddress!, bounds: IntRect(minX: 0, minY: y, maxX: width, maxY: y + 1))
                                shader.shade(row: y, x: x, count: count, coverage: coverage, into: target)
                            }
                            return pixels
                        }
                        #expect(paint(byColumn) == paint(plain), "round \(round), row \(y), x \(x), count \(count)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 300)
    }
}
