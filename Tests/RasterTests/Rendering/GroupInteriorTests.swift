import Testing

@testable import Raster

/// Clipped groups at full opacity paint their opaque interior straight into the target and use a
/// layer only around it; these tests hold that path to the one-layer path it replaces, byte for byte.
@Suite struct GroupInteriorTests {
    let frame = IntRect(minX: 0, minY: 0, maxX: 48, maxY: 40)

    /// Random clipped groups (rounded and continuous corners, fractional positions and scales, opaque
    /// and translucent children, images, nested clipped groups) over random or transparent content.
    @Test func directInteriorMatchesTheLayerPixelForPixel() {
        var rng = SeededGenerator(seed: 21)
        var withInterior = 0
        for round in 0..<400 {
            let group = randomGroup(depth: 0, using: &rng)
            let bounds = groupBounds(group, within: frame)
            guard !bounds.isEmpty else { continue }
            if !Painter().opaqueInterior(of: group, within: bounds).isEmpty { withInterior += 1 }
            var base = Bitmap(width: frame.width, height: frame.height)
            if round % 4 != 0 {
                Rasterizer().draw(
                    [
                        .fill(FillItem(rect: Rect(x: 0, y: 0, width: 48, height: 40), color: randomColor(using: &rng))),
                        .image(ImageItem(rect: Rect(x: 5.5, y: 3.25, width: 30, height: 25), image: texture)),
                    ], onto: &base)
            }
            var direct = base
            var layered = base
            paint(into: &direct) { painter, target in painter.paint(.group(group), into: target, clip: frame) }
            paint(into: &layered) { painter, target in
                painter.paintGroupInOneLayer(group, into: target, bounds: bounds)
            }
            #expect(direct.pixels == layered.pixels, "round \(round): \(BitmapDifference(direct, layered))")
        }
        #expect(withInterior > 150)
    }

    @Test func piecesAroundHolesCoverTheRestExactlyOnce() {
        let outer = IntRect(minX: 2, minY: 3, maxX: 30, maxY: 25)
        let holes = [
            IntRect(minX: 8, minY: 3, maxX: 24, maxY: 6), IntRect(minX: 2, minY: 6, maxX: 30, maxY: 20),
            IntRect(minX: 8, minY: 20, maxX: 24, maxY: 24),
        ]
        var count = [Int](repeating: 0, count: 40 * 40)
        for r in outer.subtracting(holes) + holes {
            for y in r.minY..<r.maxY { for x in r.minX..<r.maxX { count[y * 40 + x] += 1 } }
        }
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = x >= outer.minX && x < outer.maxX && y >= outer.minY && y < outer.maxY
                #expect(count[y * 40 + x] == (inside ? 1 : 0), "(\(x), \(y))")
            }
        }
    }

    private let texture = testImage(width: 9, height: 7, translucent: true)
    private let opaqueTexture = testImage(width: 11, height: 8)

    private func paint(into bitmap: inout Bitmap, _ body: (inout Painter, RenderTarget) -> Void) {
        let bounds = frame
        bitmap.pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                var painter = Painter()
                body(&painter, RenderTarget(base: pixels.baseAddress!, bounds: bounds))
            }
        }
    }

    private func randomGroup(depth: Int, using rng: inout SeededGenerator) -> GroupItem {
        let scale = [1, 2, 3, Double.random(in: 0.7...3, using: &rng)].randomElement(using: &rng)!
        let transform = Matrix4(
            a: scale, b: 0, c: 0, d: scale,
            tx: Double.random(in: -6...20, using: &rng).rounded(toPlaces: 2),
            ty: Double.random(in: -6...16, using: &rng).rounded(toPlaces: 2))
        let rect = Rect(
            x: Double.random(in: 0...3, using: &rng), y: Double.random(in: 0...3, using: &rng),
            width: Double.random(in: 2...20, using: &rng), height: Double.random(in: 2...16, using: &rng))
        let radii = Bool.random(using: &rng) ? CornerRadii(0) : CornerRadii(Double.random(in: 0...8, using: &rng))
        let clip = ClipShape(rect: rect, radii: radii, transform: transform, continuous: Bool.random(using: &rng))
        var children: [DisplayItem] = []
        if Int.random(in: 0..<5, using: &rng) == 0 {
            children.append(.fill(FillItem(rect: rect, color: randomColor(using: &rng), transform: transform)))
        }
        // Usually the background of the clipped view: the clip's own shape, often opaque.
        let background = Bool.random(using: &rng) ? randomOpaqueColor(using: &rng) : randomColor(using: &rng)
        children.append(.fill(FillItem(rect: rect, radii: radii, color: background, transform: transform)))
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            let r = Rect(
                x: Double.random(in: -3...15, using: &rng), y: Double.random(in: -3...12, using: &rng),
                width: Double.random(in: 1...20, using: &rng), height: Double.random(in: 1...16, using: &rng))
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: children.append(.fill(FillItem(rect: r, color: randomColor(using: &rng), transform: transform)))
            case 1:
                let image = Bool.random(using: &rng) ? opaqueTexture : texture
                children.append(.image(ImageItem(rect: r, image: image, transform: transform)))
            case 2 where depth < 2: children.append(.group(randomGroup(depth: depth + 1, using: &rng)))
            default:
                children.append(
                    .fill(
                        FillItem(
                            rect: r, radii: CornerRadii(2), color: randomOpaqueColor(using: &rng), transform: transform)
                    ))
            }
        }
        return GroupItem(clip: clip, children: children)
    }

    private func randomColor(using rng: inout SeededGenerator) -> Color {
        Color(
            red: Double.random(in: 0...1, using: &rng), green: Double.random(in: 0...1, using: &rng),
            blue: Double.random(in: 0...1, using: &rng), alpha: Double.random(in: 0.1...1, using: &rng))
    }

    private func randomOpaqueColor(using rng: inout SeededGenerator) -> Color {
        Color(
            red: Double.random(in: 0...1, using: &rng), green: Double.random(in: 0...1, using: &rng),
            blue: Double.random(in: 0...1, using: &rng))
    }
}

extension Double {
    /// The value rounded to `places` decimal places (fractional pixel positions that repeat).
    fileprivate func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
