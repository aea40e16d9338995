import Testing

@testable import Raster

/// The shortcuts the mesh painter takes give exactly what the general paths they replace give, on
/// seeded random input.
@Suite struct MeshFastPathTests {
    /// A point on a 1/64-pixel grid half the time (edges through pixel corners, on the window's
    /// bounds, vertical and horizontal edges) and anywhere the other half.
    static func point(_ rng: inout SeededGenerator, span: Double) -> DevicePoint {
        func coordinate() -> Double {
            let v = Double.random(in: -span...span * 2, using: &rng)
            return Bool.random(using: &rng) ? (v * 64).rounded() / 64 : v
        }
        return DevicePoint(x: coordinate(), y: coordinate())
    }

    /// Rings of clockwise triangles, added up: skipping edges plainly outside the columns gives the
    /// same spans, bit for bit, as cutting every edge to every row.
    @Test func skippingDistantEdgesKeepsEverySpan() {
        var rng = SeededGenerator(seed: 15)
        for round in 0..<300 {
            let span = [4.0, 40, 400, 3000][round % 4]
            var triangles: [[DevicePoint]] = []
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                var t = (0..<3).map { _ in Self.point(&rng, span: span) }
                if (t[1].x - t[0].x) * (t[2].y - t[0].y) - (t[1].y - t[0].y) * (t[2].x - t[0].x) < 0 { t.swapAt(1, 2) }
                triangles.append(t)
            }
            let size = Int(span * 3)
            let clip = IntRect(minX: -Int(span), minY: -Int(span), maxX: size, maxY: size)
            let lo = Int.random(in: clip.minX...clip.maxX, using: &rng)
            let hi = Int.random(in: lo...clip.maxX, using: &rng)
            func spans(skipping: Bool) -> [[CoverageSpan]] {
                var scan = ScanConverter()
                scan.skipsDistantEdges = skipping
                scan.reset(addingCoverage: true)
                for t in triangles { scan.addPolygon(t) }
                return scan.prepareRows(within: clip).map { y in
                    scan.computeSpans(row: y, minX: lo, maxX: hi)
                    return scan.spans
                }
            }
            let fast = spans(skipping: true)
            let exact = spans(skipping: false)
            #expect(fast.count == exact.count, "round \(round)")
            for (row, (a, b)) in zip(fast, exact).enumerated() where !Self.same(a, b) {
                Issue.record("round \(round), row \(row): \(a) ≠ \(b)")
                break
            }
        }
    }

    static func same(_ a: [CoverageSpan], _ b: [CoverageSpan]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { $0.x == $1.x && $0.count == $1.count && $0.coverage == $1.coverage }
    }

    /// An edge test's passing columns are exactly the columns whose centres pass, whatever the
    /// estimate of the crossing started from.
    @Test func passingColumnsAreTheColumnsThatPass() {
        var rng = SeededGenerator(seed: 16)
        for round in 0..<2000 {
            let span = [2.0, 30, 500][round % 3]
            let a = Self.point(&rng, span: span)
            let b = Self.point(&rng, span: span)
            let offset =
                Bool.random(using: &rng) ? 0 : ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let test = EdgeTest(
                a: a, b: b, side: Bool.random(using: &rng) ? 1 : -1, offset: offset, inclusive: Bool.random(using: &rng)
            )
            let lo = Int.random(in: -Int(span)...Int(span) * 2, using: &rng)
            let hi = lo + Int.random(in: 0...Int(span) * 2, using: &rng)
            for _ in 0..<8 {
                let y = Int.random(in: -Int(span)...Int(span) * 2, using: &rng)
                let passing = (lo..<hi).filter { test.passes(x: Double($0) + 0.5, y: Double(y) + 0.5) }
                let range = test.passingColumns(row: y, lo: lo, hi: hi)
                #expect(Array(range) == passing, "round \(round), row \(y), edge \(a) → \(b)")
            }
        }
    }

    /// A texture of one colour: the uniform shader paints what the image shader paints, for maps
    /// that translate, scale and project, both samplings, any coverage and opacity.
    @Test func uniformTextureShaderPaintsWhatTheImageShaderPaints() {
        var rng = SeededGenerator(seed: 17)
        for round in 0..<400 {
            let alpha = UInt32([0, 1, 128, 254, 255][round % 5])
            let channel = { UInt32.random(in: 0...alpha, using: &rng) }
            let color = alpha << 24 | channel() << 16 | channel() << 8 | channel()
            let (width, height) = (Int.random(in: 1...5, using: &rng), Int.random(in: 1...5, using: &rng))
            let texels = [UInt32](repeating: color, count: width * height)
            let r = { Double.random(in: -3...3, using: &rng) }
            let matrix: Matrix3
            switch round % 3 {
            case 0: matrix = Matrix3(1, 0, 0, 0, 1, 0, (r() * 4).rounded(), (r() * 4).rounded(), 1)
            case 1: matrix = Matrix3(r(), r(), 0, r(), r(), 0, r() * 50, r() * 50, 1)
            default: matrix = Matrix3(r(), r(), r() / 100, r(), r(), r() / 100, r() * 50, r() * 50, 1)
            }
            guard let map = TextureMap(matrix) else { continue }
            let opacity = UInt32.random(in: 0...255, using: &rng)
            let coverage = UInt32.random(in: 1...255, using: &rng)
            let sampling: Sampling = Bool.random(using: &rng) ? .bilinear : .nearest
            let background = (0..<64).map { _ in
                UInt32.random(in: .min ... .max, using: &rng) & 0x7F7F_7F7F | 0x8000_0000
            }
            let y = Int.random(in: 0..<8, using: &rng)
            let x = Int.random(in: 0..<8, using: &rng)
            let count = Int.random(in: 0...(8 - x), using: &rng)
            texels.withUnsafeBufferPointer { buffer in
                let texture = Texture(
                    texels: buffer.baseAddress!, stride: width, minX: 0, minY: 0, maxX: width - 1, maxY: height - 1)
                let image = ImageShader(texture: texture, map: map, sampling: sampling, opacity: opacity)
                guard let uniform = UniformTextureShader(texture: texture, opacity: opacity) else {
                    Issue.record("a texture of one colour is uniform")
                    return
                }
                func paint<S: SpanShader>(_ shader: S) -> [UInt32] {
                    var pixels = background
                    pixels.withUnsafeMutableBufferPointer { p in
                        let target = RenderTarget(
                            base: p.baseAddress!, bounds: IntRect(minX: 0, minY: 0, maxX: 8, maxY: 8))
                        shader.shade(row: y, x: x, count: count, coverage: coverage, into: target)
                    }
                    return pixels
                }
                #expect(paint(uniform) == paint(image), "round \(round)")
            }
        }
    }

    /// Bilinear sampling that skips the clamps inside the bounds samples what the clamped one does,
    /// at positions inside, on and around the bounds of a sub-rectangle.
    @Test func bilinearSamplingSkipsOnlyClampsThatChangeNothing() {
        var rng = SeededGenerator(seed: 18)
        let (width, height) = (9, 7)
        let texels = (0..<width * height).map { _ in UInt32.random(in: .min ... .max, using: &rng) }
        texels.withUnsafeBufferPointer { buffer in
            for round in 0..<20000 {
                let minX = Int.random(in: 0..<width, using: &rng)
                let minY = Int.random(in: 0..<height, using: &rng)
                let texture = Texture(
                    texels: buffer.baseAddress!, stride: width, minX: minX, minY: minY,
                    maxX: Int.random(in: minX..<width, using: &rng), maxY: Int.random(in: minY..<height, using: &rng))
                let fu = Int.random(in: -512...(width + 2) * 256, using: &rng)
                let fv = Int.random(in: -512...(height + 2) * 256, using: &rng)
                #expect(
                    texture.bilinear(fu: fu, fv: fv) == texture.bilinearClamped(fu: fu, fv: fv),
                    "round \(round) at \(fu), \(fv)")
            }
        }
    }

    @Test func aTextureOfTwoColoursIsNotUniform() {
        let texels: [UInt32] = [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFE]
        texels.withUnsafeBufferPointer { buffer in
            let texture = Texture(texels: buffer.baseAddress!, stride: 2, minX: 0, minY: 0, maxX: 1, maxY: 1)
            #expect(UniformTextureShader(texture: texture, opacity: 255) == nil)
        }
    }
}
