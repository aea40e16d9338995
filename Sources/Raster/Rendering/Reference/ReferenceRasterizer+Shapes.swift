import Foundation

// Shapes, gradients, shadows and backdrop blurs, the plain way: coverage of outlines as the exact
// filled area of each pixel (ReferenceRasterizer+Area), or by counting samples that lie inside when
// the outline reaches behind the eye or is a rounded rectangle; gradient colours computed exactly at
// the pixel centre, blurs as a true Gaussian by direct sums in floating point, rounded once at the
// end. Outlines come from the same flattening and stroking code as the fast path (so these tests
// check scan conversion, fill rules, paints and blurs, not stroke geometry), flattened to 0.01 px.

extension ReferenceRasterizer {
    func paintShape(_ item: ShapeItem, into frame: inout Bitmap, region: PixelRegion) {
        guard item.isDrawable, let plane = PlaneInverse(item.transform), let local = item.shape.localBounds else {
            return
        }
        let area = region.narrowed(to: corners(local, item.transform))
        let tolerance = 0.01 / max(deviceScale(of: item.transform, over: local), 1e-9)
        var contours: [[PlanePoint]] = []
        var rule = FillRule.nonZero
        switch item.shape {
        case .roundedRect: break
        case .path(let path, let r):
            contours = path.flattened(tolerance: tolerance).map(\.points)
            rule = r
        case .glyphs(let run):
            contours = run.outline.flattened(tolerance: tolerance).map(\.points)
        case .stroke(let path, let style):
            contours = strokeOutlines(
                strokedPieces(path.flattened(tolerance: tolerance), style: style),
                style: style, tolerance: tolerance)
        }
        let device = contours.isEmpty ? nil : deviceEdges(contours, item.transform)
        func inside(_ x: Double, _ y: Double) -> Bool {
            if case .roundedRect(let rect, let radii) = item.shape { return insideRoundedRect(x, y, rect, radii) }
            let w = winding(x, y, contours)
            return rule == .nonZero ? w != 0 : w % 2 != 0
        }
        let stops: [Gradient.Stop]
        if case .gradient(let g) = item.paint { stops = g.sortedStops } else { stops = [] }
        for y in area.minY..<max(area.minY, area.maxY) {
            for x in area.minX..<max(area.minX, area.maxX) {
                let c =
                    device.map { exactCoverage(x: x, y: y, edges: $0, rule: rule) }
                    ?? coverage(x: x, y: y) { sx, sy in
                        guard let p = plane.local(sx, sy) else { return false }
                        return inside(p.x, p.y)
                    }
                guard c > 0 else { continue }
                let color: Color
                switch item.paint {
                case .solid(let solid): color = solid
                case .gradient(let g):
                    let m = plane.inverse
                    let cx = Double(x) + 0.5
                    let cy = Double(y) + 0.5
                    let wt = cx * m.m13 + cy * m.m23 + m.m33
                    let t = g.position(
                        x: (cx * m.m11 + cy * m.m21 + m.m31) / wt, y: (cx * m.m12 + cy * m.m22 + m.m32) / wt)
                    color = Gradient.color(at: min(max(t.isNaN ? 0 : t, 0), 1), sortedStops: stops) ?? .clear
                }
                composite(color.premultiplied, fadedBy: c, at: x, y, in: &frame)
            }
        }
    }

    /// The winding number of `(x, y)` around closed contours.
    func winding(_ x: Double, _ y: Double, _ contours: [[PlanePoint]]) -> Int {
        var w = 0
        for c in contours where c.count >= 3 {
            var a = c[c.count - 1]
            for b in c {
                if a.y <= y, b.y > y, (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y) > 0 { w += 1 }
                if a.y > y, b.y <= y, (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y) < 0 { w -= 1 }
                a = b
            }
        }
        return w
    }

    func paintBackdrop(_ item: BackdropItem, into frame: inout Bitmap, region: PixelRegion) {
        guard item.isDrawable, let plane = PlaneInverse(item.shape.transform) else { return }
        let area = region.narrowed(to: corners(item.shape.rect, item.shape.transform))
        let blurred = blur(frame, sigma: item.sigma, edges: .repeat)
        let inside = insideTest(item.shape)
        for y in area.minY..<max(area.minY, area.maxY) {
            for x in area.minX..<max(area.minX, area.maxX) {
                let c = coverage(x: x, y: y) { sx, sy in
                    guard let p = plane.local(sx, sy) else { return false }
                    return inside(p.x, p.y)
                }
                guard c > 0 else { continue }
                let s = blurred(x, y)
                let d = frame[x, y]
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                    UInt8(min(255, (Int(a) * c + 127) / 255 + (Int(b) * (255 - c) + 127) / 255))
                }
                frame[x, y] = PremultipliedPixel(r: mix(s.r, d.r), g: mix(s.g, d.g), b: mix(s.b, d.b), a: mix(s.a, d.a))
            }
        }
    }

    /// The layer replaced by its shadow: alpha blurred, moved by the offset, tinted.
    func shadowed(_ layer: Bitmap, _ shadow: Shadow) -> Bitmap {
        let blurred = blur(layer, sigma: shadow.sigma, shift: shadow.clampedOffset, edges: .transparent)
        let tint = shadow.color.premultiplied
        var result = Bitmap(width: layer.width, height: layer.height)
        for y in 0..<layer.height {
            for x in 0..<layer.width {
                let a = Int(blurred(x, y).a)
                func t(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 127) / 255) }
                result[x, y] = PremultipliedPixel(r: t(tint.r), g: t(tint.g), b: t(tint.b), a: t(tint.a))
            }
        }
        return result
    }

    enum BlurEdges { case transparent, `repeat` }

    /// A true Gaussian blur of the bitmap seen as a picture of uniformly coloured pixel squares,
    /// moved by `shift` and averaged over each pixel's square again, in floating point, rounded once.
    /// Pixels beyond the edges are transparent or repeat the edge. Returns a lookup that is
    /// transparent outside the bitmap.
    ///
    /// Per axis, input pixel p contributes to output pixel x with the Gaussian's mass convolved with
    /// the two pixel squares (a tent): `W(p − x + shift)`, a second difference of the Gaussian's
    /// twice-integrated density. Without blur this is linear interpolation, the exact area average
    /// of the moved squares.
    func blur(
        _ bitmap: Bitmap, sigma: Double, shift: (x: Double, y: Double) = (0, 0), edges: BlurEdges
    ) -> (Int, Int) -> PremultipliedPixel {
        let s = sigma.isFinite ? min(max(sigma, 0), 500) : 0
        func integral(_ v: Double) -> Double {
            // ∫ Φ(u / σ) du from −∞ to v.
            guard s > 1e-9 else { return max(v, 0) }
            let z = v / s
            return v * 0.5 * (1 + erf(z / 2.0.squareRoot())) + s * exp(-z * z / 2) / (2 * Double.pi).squareRoot()
        }
        func weight(_ t: Double) -> Double { integral(t + 1) - 2 * integral(t) + integral(t - 1) }
        let reach = Int((4 * s + 2).rounded(.up))
        var values = (0..<4).map { c in
            (0..<bitmap.width * bitmap.height).map { i -> Double in
                let p = bitmap[i % bitmap.width, i / bitmap.width]
                return Double([p.r, p.g, p.b, p.a][c])
            }
        }
        for (axis, d) in [(0, shift.x), (1, shift.y)] {
            let length = axis == 0 ? bitmap.width : bitmap.height
            let whole = Int(d.rounded(.down))
            let weights = (-reach...reach).map { weight(Double($0) + d - Double(whole)) }
            for c in 0..<4 {
                var out = values[c]
                for y in 0..<bitmap.height {
                    for x in 0..<bitmap.width {
                        let at = axis == 0 ? x : y
                        var sum = 0.0
                        for k in -reach...reach {
                            var q = at - whole + k
                            if edges == .repeat { q = min(max(q, 0), length - 1) }
                            guard q >= 0, q < length else { continue }
                            let v = axis == 0 ? values[c][y * bitmap.width + q] : values[c][q * bitmap.width + x]
                            sum += v * weights[k + reach]
                        }
                        out[y * bitmap.width + x] = sum
                    }
                }
                values[c] = out
            }
        }
        return { x, y in
            guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else { return .transparent }
            let i = y * bitmap.width + x
            func byte(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
            return PremultipliedPixel(
                r: byte(values[0][i]), g: byte(values[1][i]), b: byte(values[2][i]), a: byte(values[3][i]))
        }
    }
}
