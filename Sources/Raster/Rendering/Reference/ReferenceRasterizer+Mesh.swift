extension ReferenceRasterizer {
    /// Meshes, by the rule written out in `Painter+Mesh.swift`, computed the slow way: shared edges
    /// are found by comparing every edge with every other, ownership is decided pixel by pixel, and
    /// coverage counts samples inside the triangle (or each triangle of its ring).
    func paintMesh(_ mesh: MeshItem, into frame: inout Bitmap, region: PixelRegion) {
        guard mesh.isDrawable else { return }
        let opacity = Int(unitByte(mesh.opacity))
        let count = mesh.indices.count / 3
        let h = mesh.vertices.map { mesh.transform.homogeneous(x: $0.x, y: $0.y, z: $0.z) }
        let keys = mesh.vertices.map(PositionKey.init)
        func corner(_ t: Int, _ k: Int) -> Int { mesh.indices[t * 3 + k % 3] }
        func position(_ i: Int) -> DevicePoint { DevicePoint(x: h[i].x / h[i].w, y: h[i].y / h[i].w) }
        func point(_ t: Int, _ k: Int) -> DevicePoint { position(corner(t, k)) }
        func cross(_ a: DevicePoint, _ b: DevicePoint, _ p: DevicePoint) -> Double {
            (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        }
        let eligible = (0..<count).map { t -> Bool in
            guard (0..<3).allSatisfy({ h[corner(t, $0)].w >= minimumW }) else { return false }
            let a = cross(point(t, 0), point(t, 1), point(t, 2))
            return a != 0 && a.isFinite
        }
        func samePlace(_ t: Int, _ k: Int, _ s: Int, _ l: Int) -> Bool {
            let a = (keys[corner(t, k)], keys[corner(t, k + 1)])
            let b = (keys[corner(s, l)], keys[corner(s, l + 1)])
            return (a.0 == b.0 && a.1 == b.1) || (a.0 == b.1 && a.1 == b.0)
        }
        func canonical(_ t: Int, _ k: Int) -> (a: DevicePoint, b: DevicePoint) {
            let i = corner(t, k)
            let j = corner(t, k + 1)
            return keys[i] < keys[j] ? (position(i), position(j)) : (position(j), position(i))
        }
        // side[t][k]: ±1 when edge k of t is interior (the side of the canonical edge line t is on).
        var side = [[Double]](repeating: [0, 0, 0], count: count)
        for t in 0..<count where eligible[t] {
            for k in 0..<3 {
                var partners: [(Int, Int)] = []
                for s in 0..<count where s != t && eligible[s] {
                    for l in 0..<3 where samePlace(t, k, s, l) { partners.append((s, l)) }
                }
                guard partners.count == 1 else { continue }
                let (s, l) = partners[0]
                let e = canonical(t, k)
                let mine = cross(e.a, e.b, point(t, k + 2))
                let theirs = cross(e.a, e.b, point(s, l + 2))
                if (mine > 0 && theirs < 0) || (mine < 0 && theirs > 0) { side[t][k] = mine > 0 ? 1 : -1 }
            }
        }
        // Pixel centre inside triangle t: interior edges by the ownership rule, outer edges closed.
        func contains(_ t: Int, _ c: DevicePoint) -> Bool {
            for k in 0..<3 {
                if side[t][k] != 0 {
                    let e = canonical(t, k)
                    let v = side[t][k] * cross(e.a, e.b, c)
                    if !(v > 0 || (v == 0 && side[t][k] > 0)) { return false }
                } else {
                    let a = point(t, k)
                    let b = point(t, k + 1)
                    let s: Double = cross(a, b, point(t, k + 2)) > 0 ? 1 : -1
                    if s * cross(a, b, c) < 0 { return false }
                }
            }
            return true
        }
        var outline = Set<PositionKey>()
        for t in 0..<count where eligible[t] {
            for k in 0..<3 where side[t][k] == 0 {
                outline.insert(keys[corner(t, k)])
                outline.insert(keys[corner(t, k + 1)])
            }
        }
        func touchesOutline(_ t: Int) -> Bool { (0..<3).contains { outline.contains(keys[corner(t, $0)]) } }
        func ring(_ t: Int) -> [Int] {
            (0..<count).filter { s in
                eligible[s]
                    && (0..<3).contains { k in (0..<3).contains { l in keys[corner(s, k)] == keys[corner(t, l)] } }
            }
        }
        let inverses = (0..<count).map { t in Matrix3(rows: h[corner(t, 0)], h[corner(t, 1)], h[corner(t, 2)]).inverse }
        // Barycentric weights of device point (x, y) in triangle t, up to the common factor 1 / w.
        func weights(_ t: Int, _ x: Double, _ y: Double) -> (Double, Double, Double) {
            let m = inverses[t]!
            return (x * m.m11 + y * m.m21 + m.m31, x * m.m12 + y * m.m22 + m.m32, x * m.m13 + y * m.m23 + m.m33)
        }
        // Inside triangle t and in front of the eye (w = 1 / Σ weights ≥ minimumW).
        func covers(_ t: Int, _ x: Double, _ y: Double) -> Bool {
            let b = weights(t, x, y)
            let total = b.0 + b.1 + b.2
            return total > 0 && total <= 1 / minimumW && b.0 >= 0 && b.1 >= 0 && b.2 >= 0
        }

        for t in 0..<count where inverses[t] != nil {
            let members = eligible[t] ? ring(t) : [t]
            let plain = members.count == 1
            let interiorOnly = !plain && !touchesOutline(t)
            let area =
                eligible[t]
                ? region.narrowed(
                    to: members.flatMap { s in
                        (0..<3).map { k -> (x: Double, y: Double)? in
                            let p = point(s, k)
                            return (p.x, p.y)
                        }
                    }) : region
            for y in area.minY..<max(area.minY, area.maxY) {
                for x in area.minX..<max(area.minX, area.maxX) {
                    let c = DevicePoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let cov: Int
                    if plain {
                        cov = coverage(x: x, y: y) { sx, sy in covers(t, sx, sy) }
                    } else if interiorOnly {
                        cov = contains(t, c) ? 255 : 0
                    } else {
                        // Owned when t contains the centre, or when no ring triangle does and t is
                        // the first ring triangle touching the pixel.
                        var owned = contains(t, c)
                        if !owned && !members.contains(where: { $0 != t && contains($0, c) }) {
                            owned = members.first(where: { touches($0, x, y, point) }) == t
                        }
                        guard owned else { continue }
                        // Samples inside each ring triangle, added up and capped at the whole pixel.
                        let n = samplesPerAxis
                        var hits = 0
                        for j in 0..<n {
                            let sy = Double(y) + (Double(j) + 0.5) / Double(n)
                            for i in 0..<n {
                                let sx = Double(x) + (Double(i) + 0.5) / Double(n)
                                for s in members where covers(s, sx, sy) { hits += 1 }
                            }
                        }
                        cov = (min(hits, n * n) * 255 * 2 + n * n) / (2 * n * n)
                    }
                    guard cov > 0 else { continue }
                    let b = weights(t, c.x, c.y)
                    let total = b.0 + b.1 + b.2
                    let v0 = mesh.vertices[corner(t, 0)]
                    let v1 = mesh.vertices[corner(t, 1)]
                    let v2 = mesh.vertices[corner(t, 2)]
                    let u = (b.0 * v0.u + b.1 * v1.u + b.2 * v2.u) / total * Double(mesh.texture.width)
                    let v = (b.0 * v0.v + b.1 * v1.v + b.2 * v2.v) / total * Double(mesh.texture.height)
                    let texel = sample(
                        mesh.texture, u, v, mesh.sampling, minX: 0, minY: 0,
                        maxX: mesh.texture.width - 1, maxY: mesh.texture.height - 1)
                    composite(texel, fadedBy: (cov * opacity + 127) / 255, at: x, y, in: &frame)
                }
            }
        }
    }

    /// True when closed triangle `t` and the closed pixel square meet: a corner of one lies in the
    /// other, or two of their edges cross.
    private func touches(_ t: Int, _ x: Int, _ y: Int, _ point: (Int, Int) -> DevicePoint) -> Bool {
        let tri = [point(t, 0), point(t, 1), point(t, 2)]
        let x0 = Double(x)
        let y0 = Double(y)
        let x1 = x0 + 1
        let y1 = y0 + 1
        let square = [
            DevicePoint(x: x0, y: y0), DevicePoint(x: x1, y: y0), DevicePoint(x: x1, y: y1), DevicePoint(x: x0, y: y1),
        ]
        func cross(_ a: DevicePoint, _ b: DevicePoint, _ p: DevicePoint) -> Double {
            (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        }
        if tri.contains(where: { $0.x >= x0 && $0.x <= x1 && $0.y >= y0 && $0.y <= y1 }) { return true }
        for q in square {
            let d = (cross(tri[0], tri[1], q), cross(tri[1], tri[2], q), cross(tri[2], tri[0], q))
            if (d.0 >= 0 && d.1 >= 0 && d.2 >= 0) || (d.0 <= 0 && d.1 <= 0 && d.2 <= 0) { return true }
        }
        for k in 0..<3 {
            for l in 0..<4 {
                let a = tri[k]
                let b = tri[(k + 1) % 3]
                let c = square[l]
                let d = square[(l + 1) % 4]
                let d1 = cross(a, b, c)
                let d2 = cross(a, b, d)
                let d3 = cross(c, d, a)
                let d4 = cross(c, d, b)
                if ((d1 <= 0 && d2 >= 0) || (d1 >= 0 && d2 <= 0)) && ((d3 <= 0 && d4 >= 0) || (d3 >= 0 && d4 <= 0)) {
                    return true
                }
            }
        }
        return false
    }
}
