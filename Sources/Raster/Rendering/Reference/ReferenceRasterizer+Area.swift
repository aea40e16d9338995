// Exact covered area of a pixel by polygons, computed differently from the fast path: the pixel is
// cut into vertical strips at every edge end and every crossing of two edges inside it, so inside a
// strip no edges cross. Between two neighbouring edges (or an edge and the pixel's top or bottom)
// lies a trapezoid; the winding number at its centre, counted against every edge, says whether it is
// filled. The sum of the filled trapezoids is the pixel's filled area for any winding numbers.

extension ReferenceRasterizer {
    /// A polygon edge in device pixels.
    struct DeviceEdge {
        var x0: Double, y0: Double, x1: Double, y1: Double
    }

    /// The edges of `contours` mapped to device pixels by `transform`, or nil when a point lies
    /// behind the eye (the caller then samples in the local plane instead).
    func deviceEdges(_ contours: [[PlanePoint]], _ transform: Matrix4) -> [DeviceEdge]? {
        var edges: [DeviceEdge] = []
        for contour in contours where contour.count >= 3 {
            var points: [(x: Double, y: Double)] = []
            for p in contour {
                let h = transform.homogeneous(x: p.x, y: p.y)
                guard h.w >= minimumW else { return nil }
                points.append((h.x / h.w, h.y / h.w))
            }
            var a = points[points.count - 1]
            for b in points {
                edges.append(DeviceEdge(x0: a.x, y0: a.y, x1: b.x, y1: b.y))
                a = b
            }
        }
        return edges
    }

    /// The filled fraction of pixel `(x, y)` as an 8-bit value, rounded: the exact area inside
    /// `edges` under `rule`.
    func exactCoverage(x: Int, y: Int, edges: [DeviceEdge], rule: FillRule) -> Int {
        let left = Double(x)
        let top = Double(y)
        // The edges' parts inside the pixel.
        var parts: [DeviceEdge] = []
        for e in edges
        where max(e.x0, e.x1) >= left && min(e.x0, e.x1) <= left + 1 && max(e.y0, e.y1) >= top
            && min(e.y0, e.y1) <= top + 1
        {
            if let part = clipped(e, left: left, top: top) { parts.append(part) }
        }
        var cuts = [left, left + 1]
        for (i, p) in parts.enumerated() {
            cuts += [p.x0, p.x1]
            for q in parts[(i + 1)...] {
                if let cx = crossingX(p, q) { cuts.append(cx) }
            }
        }
        cuts = cuts.map { min(max($0, left), left + 1) }.sorted()
        func inside(_ px: Double, _ py: Double) -> Bool {
            var w = 0
            for e in edges {
                if e.y0 <= py, e.y1 > py, (e.x1 - e.x0) * (py - e.y0) - (px - e.x0) * (e.y1 - e.y0) > 0 { w += 1 }
                if e.y0 > py, e.y1 <= py, (e.x1 - e.x0) * (py - e.y0) - (px - e.x0) * (e.y1 - e.y0) < 0 { w -= 1 }
            }
            return rule == .nonZero ? w != 0 : w % 2 != 0
        }
        var area = 0.0
        for (a, b) in zip(cuts, cuts.dropFirst()) where b > a {
            let m = (a + b) / 2
            // Each line as its height at a, b and the middle; the pixel's top and bottom bound them.
            var lines: [(a: Double, b: Double, m: Double)] = [(top, top, top), (top + 1, top + 1, top + 1)]
            for p in parts where min(p.x0, p.x1) <= a && max(p.x0, p.x1) >= b {
                func h(_ t: Double) -> Double { p.y0 + (p.y1 - p.y0) * ((t - p.x0) / (p.x1 - p.x0)) }
                lines.append((h(a), h(b), h(m)))
            }
            lines.sort { $0.m < $1.m }
            for (upper, lower) in zip(lines, lines.dropFirst()) where lower.m > upper.m {
                if inside(m, (upper.m + lower.m) / 2) {
                    area += (b - a) * ((lower.a - upper.a) + (lower.b - upper.b)) / 2
                }
            }
        }
        return Int((min(max(area, 0), 1) * 255 + 0.5).rounded(.down))
    }

    /// The part of `e` inside the unit square at `(left, top)` (Liang–Barsky), or nil.
    private func clipped(_ e: DeviceEdge, left: Double, top: Double) -> DeviceEdge? {
        let dx = e.x1 - e.x0
        let dy = e.y1 - e.y0
        var t0 = 0.0
        var t1 = 1.0
        for (p, q) in [(-dx, e.x0 - left), (dx, left + 1 - e.x0), (-dy, e.y0 - top), (dy, top + 1 - e.y0)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            }
        }
        guard t0 < t1 else { return nil }
        return DeviceEdge(x0: e.x0 + t0 * dx, y0: e.y0 + t0 * dy, x1: e.x0 + t1 * dx, y1: e.y0 + t1 * dy)
    }

    /// x where the segments `p` and `q` cross, if they do.
    private func crossingX(_ p: DeviceEdge, _ q: DeviceEdge) -> Double? {
        let rx = p.x1 - p.x0
        let ry = p.y1 - p.y0
        let sx = q.x1 - q.x0
        let sy = q.y1 - q.y0
        let d = rx * sy - ry * sx
        guard d != 0 else { return nil }
        let t = ((q.x0 - p.x0) * sy - (q.y0 - p.y0) * sx) / d
        let u = ((q.x0 - p.x0) * ry - (q.y0 - p.y0) * rx) / d
        guard t >= 0, t <= 1, u >= 0, u <= 1 else { return nil }
        return p.x0 + t * rx
    }
}
