// Which mesh edges are interior, seam-free edges.
//
// Adjacent triangles painted one after the other with anti-aliased coverage let the background
// show through along their shared edge: a pixel covered 60 % by one and 40 % by the other ends up
// only 76 % opaque under source-over ("conflation"). So shared edges are not anti-aliased. An edge
// is *interior* when exactly two triangles of the mesh share it (same local vertex positions, in
// either order, whatever the vertex indices — cube faces with their own UVs still match), both are
// drawable and wholly in front of the eye, and they lie on opposite sides of it on screen. Along an
// interior edge a pixel belongs to exactly one of the two triangles, decided by which side of the
// edge its centre lies (see `InteriorEdge`). Edges on the mesh's outline, folds and silhouettes
// (both triangles on the same side), T-junctions and edges shared three ways stay anti-aliased.

/// A vertex position as an exact, hashable key (−0 and +0 are the same position).
struct PositionKey: Hashable, Comparable {
    let x: UInt64, y: UInt64, z: UInt64
    init(_ v: MeshVertex) {
        x = (v.x + 0).bitPattern; y = (v.y + 0).bitPattern; z = (v.z + 0).bitPattern
    }
    static func < (a: PositionKey, b: PositionKey) -> Bool { (a.x, a.y, a.z) < (b.x, b.y, b.z) }
}

/// An interior edge as one triangle sees it: the edge line through `a` and `b`, taken in a
/// canonical order both triangles agree on, and the side of it the triangle lies on.
///
/// The ownership test evaluates `E(p) = (b.x − a.x)(p.y − a.y) − (b.y − a.y)(p.x − a.x)` at a pixel
/// centre. Both triangles compute the very same floating-point value (same inputs, same
/// expression), and a pixel belongs to the triangle with `side · E > 0`, ties (`E == 0`) going to
/// the triangle with `side > 0` — so every pixel centre belongs to exactly one of the two.
struct InteriorEdge {
    let a: DevicePoint, b: DevicePoint
    let side: Double

    @inline(__always)
    func value(x: Double, y: Double) -> Double { (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) }

    @inline(__always)
    func owns(x: Double, y: Double) -> Bool {
        let e = value(x: x, y: y)
        return side * e > 0 || (e == 0 && side > 0)
    }

    /// The columns of `lo ..< hi` whose pixel centres on row `y` this triangle owns (a sub-range:
    /// ownership is monotonic along a row).
    func ownedColumns(row y: Int, lo: Int, hi: Int) -> Range<Int> {
        guard lo < hi else { return lo ..< lo }
        let cy = Double(y) + 0.5
        let dy = b.y - a.y
        if dy == 0 { return owns(x: Double(lo) + 0.5, y: cy) ? lo ..< hi : lo ..< lo }
        // E is linear in x with slope −dy, so side·E grows along the row when side·dy < 0.
        let growing = side * dy < 0
        // Estimated column of the edge crossing; refined below by exact tests, so rounding in the
        // estimate cannot change the answer.
        let crossing = a.x + (b.x - a.x) * (cy - a.y) / dy - 0.5
        let estimate = crossing.isFinite ? Int(min(max(crossing.rounded(.up), Double(lo)), Double(hi))) : lo
        func owned(_ column: Int) -> Bool { owns(x: Double(column) + 0.5, y: cy) }
        var boundary = estimate
        if growing {
            // First owned column.
            while boundary > lo && owned(boundary - 1) { boundary -= 1 }
            while boundary < hi && !owned(boundary) { boundary += 1 }
            return boundary ..< hi
        } else {
            // One past the last owned column.
            while boundary < hi && owned(boundary) { boundary += 1 }
            while boundary > lo && !owned(boundary - 1) { boundary -= 1 }
            return lo ..< boundary
        }
    }
}

/// Interior-edge classification for one mesh.
struct MeshTopology {
    /// For triangle `t` and its edge `k` (from corner `k` to corner `(k + 1) % 3`): the side (±1)
    /// of the canonical edge line the triangle lies on when the edge is interior, otherwise 0.
    private(set) var sides: [Int8]

    /// - Parameters:
    ///   - eligible: per triangle, true when it is drawable and wholly in front of the eye.
    ///   - device: device positions of the vertices (used only for eligible triangles).
    init(mesh: MeshItem, eligible: [Bool], device: [DevicePoint]) {
        let triangleCount = eligible.count
        sides = [Int8](repeating: 0, count: triangleCount * 3)
        struct EdgeKey: Hashable { let p: PositionKey, q: PositionKey }
        struct Sharing { var t0: Int, k0: Int, t1: Int, k1: Int, count: Int }
        let keys = mesh.vertices.map(PositionKey.init)
        var table: [EdgeKey: Sharing] = [:]
        table.reserveCapacity(triangleCount * 2)
        for t in 0 ..< triangleCount where eligible[t] {
            for k in 0 ..< 3 {
                let p = keys[mesh.indices[t * 3 + k]], q = keys[mesh.indices[t * 3 + (k + 1) % 3]]
                let key = p < q ? EdgeKey(p: p, q: q) : EdgeKey(p: q, q: p)
                if var s = table[key] {
                    if s.count == 1 { s.t1 = t; s.k1 = k }
                    s.count += 1
                    table[key] = s
                } else {
                    table[key] = Sharing(t0: t, k0: k, t1: -1, k1: -1, count: 1)
                }
            }
        }
        // Visit shared edges in triangle order (never in dictionary order, which varies per run).
        for t in 0 ..< triangleCount where eligible[t] {
            for k in 0 ..< 3 {
                let i = mesh.indices[t * 3 + k], j = mesh.indices[t * 3 + (k + 1) % 3]
                let key = keys[i] < keys[j] ? EdgeKey(p: keys[i], q: keys[j]) : EdgeKey(p: keys[j], q: keys[i])
                guard let s = table[key], s.count == 2, s.t0 == t else { continue }
                let edge = MeshTopology.canonicalEdge(mesh: mesh, keys: keys, device: device, triangle: t, corner: k, side: 0)
                let third0 = device[mesh.indices[s.t0 * 3 + (s.k0 + 2) % 3]]
                let third1 = device[mesh.indices[s.t1 * 3 + (s.k1 + 2) % 3]]
                let e0 = edge.value(x: third0.x, y: third0.y), e1 = edge.value(x: third1.x, y: third1.y)
                guard (e0 > 0 && e1 < 0) || (e0 < 0 && e1 > 0) else { continue }
                sides[s.t0 * 3 + s.k0] = e0 > 0 ? 1 : -1
                sides[s.t1 * 3 + s.k1] = e1 > 0 ? 1 : -1
            }
        }
    }

    /// Edge `corner` of triangle `triangle` as an `InteriorEdge` with its canonical end points.
    static func canonicalEdge(mesh: MeshItem, keys: [PositionKey], device: [DevicePoint],
                              triangle t: Int, corner k: Int, side: Int8) -> InteriorEdge {
        let i = mesh.indices[t * 3 + k], j = mesh.indices[t * 3 + (k + 1) % 3]
        let (first, second) = keys[i] < keys[j] ? (i, j) : (j, i)
        return InteriorEdge(a: device[first], b: device[second], side: Double(side))
    }
}
