extension ReferenceRasterizer {
    /// Meshes, by the definition in `Painter+Mesh.swift`, computed the slow way: interior edges
    /// are found by comparing every edge with every other, ownership is tested at each pixel
    /// centre, and coverage counts samples inside the triangle's outer edges (and in front of the eye).
    func paintMesh(_ mesh: MeshItem, into frame: inout Bitmap, region: PixelRegion) {
        guard mesh.isDrawable else { return }
        let opacity = Int(unitByte(mesh.opacity))
        let count = mesh.indices.count / 3
        let h = mesh.vertices.map { mesh.transform.homogeneous(x: $0.x, y: $0.y, z: $0.z) }
        func corner(_ t: Int, _ k: Int) -> Int { mesh.indices[t * 3 + k % 3] }
        func position(_ i: Int) -> DevicePoint { DevicePoint(x: h[i].x / h[i].w, y: h[i].y / h[i].w) }
        func inFront(_ t: Int) -> Bool { (0 ..< 3).allSatisfy { h[corner(t, $0)].w >= minimumW } }
        func cross(_ a: DevicePoint, _ b: DevicePoint, _ p: DevicePoint) -> Double {
            (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        }
        let eligible = (0 ..< count).map { t -> Bool in
            guard inFront(t) else { return false }
            let a = cross(position(corner(t, 0)), position(corner(t, 1)), position(corner(t, 2)))
            return a != 0 && a.isFinite
        }
        let keys = mesh.vertices.map(PositionKey.init)
        func samePlace(_ t: Int, _ k: Int, _ s: Int, _ l: Int) -> Bool {
            let a = (keys[corner(t, k)], keys[corner(t, k + 1)]), b = (keys[corner(s, l)], keys[corner(s, l + 1)])
            return (a.0 == b.0 && a.1 == b.1) || (a.0 == b.1 && a.1 == b.0)
        }
        func canonical(_ t: Int, _ k: Int) -> (a: DevicePoint, b: DevicePoint) {
            let i = corner(t, k), j = corner(t, k + 1)
            return keys[i] < keys[j] ? (position(i), position(j)) : (position(j), position(i))
        }
        // side[t][k]: ±1 when edge k of t is interior (the side of the canonical edge line t is on).
        var side = [[Double]](repeating: [0, 0, 0], count: count)
        for t in 0 ..< count where eligible[t] {
            for k in 0 ..< 3 {
                var partners: [(Int, Int)] = []
                for s in 0 ..< count where s != t && eligible[s] {
                    for l in 0 ..< 3 where samePlace(t, k, s, l) { partners.append((s, l)) }
                }
                guard partners.count == 1 else { continue }
                let (s, l) = partners[0]
                let e = canonical(t, k)
                let mine = cross(e.a, e.b, position(corner(t, k + 2))), theirs = cross(e.a, e.b, position(corner(s, l + 2)))
                if (mine > 0 && theirs < 0) || (mine < 0 && theirs > 0) { side[t][k] = mine > 0 ? 1 : -1 }
            }
        }

        for t in 0 ..< count {
            let i = (corner(t, 0), corner(t, 1), corner(t, 2))
            guard let inverse = Matrix3(rows: h[i.0], h[i.1], h[i.2]).inverse else { continue }
            let front = eligible[t]
            let area = front ? region.narrowed(to: grownCorners([i.0, i.1, i.2].map(position), interior: side[t])) : region
            // Barycentric weights of device point (x, y), up to the common factor 1 / w.
            func weights(_ x: Double, _ y: Double) -> (Double, Double, Double) {
                let m = inverse
                return (x * m.m11 + y * m.m21 + m.m31, x * m.m12 + y * m.m22 + m.m32, x * m.m13 + y * m.m23 + m.m33)
            }
            func inside(_ x: Double, _ y: Double) -> Bool {
                let b = weights(x, y)
                let total = b.0 + b.1 + b.2   // = 1 / w
                guard total > 0, total <= 1 / minimumW else { return false }
                // Outer edges only: edge k is opposite corner k + 2, i.e. weight (k + 2) % 3 ≥ 0.
                let w = [b.0, b.1, b.2]
                for k in 0 ..< 3 where !(front && side[t][k] != 0) && w[(k + 2) % 3] < 0 { return false }
                return true
            }
            for y in area.minY ..< max(area.minY, area.maxY) {
                for x in area.minX ..< max(area.minX, area.maxX) {
                    let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                    var owned = true
                    for k in 0 ..< 3 where front && side[t][k] != 0 {
                        let e = canonical(t, k)
                        let value = cross(e.a, e.b, DevicePoint(x: cx, y: cy))
                        if !(side[t][k] * value > 0 || (value == 0 && side[t][k] > 0)) { owned = false }
                    }
                    guard owned else { continue }
                    let c = coverage(x: x, y: y, inside: inside)
                    guard c > 0 else { continue }
                    let b = weights(cx, cy)
                    let total = b.0 + b.1 + b.2
                    let v0 = mesh.vertices[i.0], v1 = mesh.vertices[i.1], v2 = mesh.vertices[i.2]
                    let u = (b.0 * v0.u + b.1 * v1.u + b.2 * v2.u) / total * Double(mesh.texture.width)
                    let v = (b.0 * v0.v + b.1 * v1.v + b.2 * v2.v) / total * Double(mesh.texture.height)
                    let texel = sample(mesh.texture, u, v, mesh.sampling, minX: 0, minY: 0,
                                       maxX: mesh.texture.width - 1, maxY: mesh.texture.height - 1)
                    composite(texel, fadedBy: (c * opacity + 127) / 255, at: x, y, in: &frame)
                }
            }
        }
    }

    /// The corners of the triangle with its interior edges (non-zero `interior`) moved one pixel
    /// outwards. Every pixel the triangle can paint meets this triangle: an owned pixel lies within
    /// √2/2 of its centre, which is on the inner side of each interior edge, so it lies wholly inside
    /// the moved edges, and it needs a sample inside the outer edges.
    private func grownCorners(_ p: [DevicePoint], interior: [Double]) -> [(x: Double, y: Double)?] {
        // Edge k as a·x + b·y = c, with the triangle on the side where a·x + b·y ≥ c.
        var lines: [(a: Double, b: Double, c: Double)] = []
        for k in 0 ..< 3 {
            let s = p[k], e = p[(k + 1) % 3], o = p[(k + 2) % 3]
            var a = -(e.y - s.y), b = e.x - s.x
            if a * (o.x - s.x) + b * (o.y - s.y) < 0 { a = -a; b = -b }
            let length = (a * a + b * b).squareRoot()
            lines.append((a, b, a * s.x + b * s.y - (interior[k] != 0 ? length : 0)))
        }
        // Corner k joins edges k − 1 and k.
        return (0 ..< 3).map { k in
            let l = lines[(k + 2) % 3], m = lines[k]
            let det = l.a * m.b - l.b * m.a
            guard det != 0 else { return nil }
            return ((l.c * m.b - l.b * m.c) / det, (l.a * m.c - l.c * m.a) / det)
        }
    }
}
