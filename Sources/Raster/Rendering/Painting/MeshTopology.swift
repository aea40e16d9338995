// Which mesh edges are interior, seam-free edges.
//
// Adjacent triangles painted one after the other with anti-aliased coverage let the background
// show through along their shared edge: a pixel covered 60 % by one and 40 % by the other ends up
// only 76 % opaque under source-over ("conflation"). So shared edges are not anti-aliased. An edge
// is *interior* when exactly two triangles of the mesh share it (same local vertex positions, in
// either order, whatever the vertex indices — cube faces with their own UVs still match), both are
// drawable and wholly in front of the eye, and they lie on opposite sides of it on screen. Along an
// interior edge a pixel belongs to exactly one of the two triangles, decided by which side of the
// edge its centre lies (see `EdgeTest`). Edges on the mesh's outline, folds and silhouettes
// (both triangles on the same side), T-junctions and edges shared three ways stay anti-aliased.

/// A vertex position as an exact, hashable key (−0 and +0 are the same position).
struct PositionKey: Hashable, Comparable {
    let x: UInt64, y: UInt64, z: UInt64
    init(_ v: MeshVertex) {
        x = (v.x + 0).bitPattern
        y = (v.y + 0).bitPattern
        z = (v.z + 0).bitPattern
    }
    static func < (a: PositionKey, b: PositionKey) -> Bool { (a.x, a.y, a.z) < (b.x, b.y, b.z) }
}

/// A half-plane test at pixel centres along one triangle edge: the centre passes when
/// `side · E(p) + offset > 0`, or `= 0` and `inclusive`, where
/// `E(p) = (b.x − a.x)(p.y − a.y) − (b.y − a.y)(p.x − a.x)`.
///
/// For an interior edge, `a` and `b` are the edge's end points in a canonical order both triangles
/// agree on, so both compute the very same floating-point E; the triangle with `side > 0` takes
/// ties, so every pixel centre passes for exactly one of the two. Outer edges include their line;
/// an `offset` of |b − a| moves the line one pixel outwards (E / |b − a| is the distance to it).
struct EdgeTest {
    let a: DevicePoint, b: DevicePoint
    let side: Double
    let offset: Double
    let inclusive: Bool
    /// The crossing column's estimate on a row is `a.x + slope · (cy − a.y) + bias` (no divide).
    private let slope: Double, bias: Double

    init(a: DevicePoint, b: DevicePoint, side: Double, offset: Double, inclusive: Bool) {
        (self.a, self.b, self.side, self.offset, self.inclusive) = (a, b, side, offset, inclusive)
        let dy = b.y - a.y
        slope = (b.x - a.x) / dy
        bias = offset / side / dy - 0.5
    }

    @inline(__always)
    func value(x: Double, y: Double) -> Double { (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) }

    @inline(__always)
    func passes(x: Double, y: Double) -> Bool {
        let e = side * value(x: x, y: y) + offset
        return e > 0 || (e == 0 && inclusive)
    }

    /// The columns of `lo ..< hi` whose pixel centres on row `y` pass (a sub-range: the test is
    /// monotonic along a row).
    func passingColumns(row y: Int, lo: Int, hi: Int) -> Range<Int> {
        guard lo < hi else { return lo..<lo }
        let cy = Double(y) + 0.5
        let dy = b.y - a.y
        if dy == 0 { return passes(x: Double(lo) + 0.5, y: cy) ? lo..<hi : lo..<lo }
        // side · E + offset is linear in x with slope −side · dy: it grows along the row when
        // side · dy < 0.
        let growing = side * dy < 0
        // Estimated crossing column; refined below by exact tests of a monotonic condition, so
        // rounding in the estimate cannot change the answer.
        let crossing = a.x + slope * (cy - a.y) + bias
        let estimate = crossing.isFinite ? Int(min(max(crossing.rounded(.up), Double(lo)), Double(hi))) : lo
        func passing(_ column: Int) -> Bool { passes(x: Double(column) + 0.5, y: cy) }
        var boundary = estimate
        if growing {
            // First passing column.
            while boundary > lo && passing(boundary - 1) { boundary -= 1 }
            while boundary < hi && !passing(boundary) { boundary += 1 }
            return boundary..<hi
        } else {
            // One past the last passing column.
            while boundary < hi && passing(boundary) { boundary += 1 }
            while boundary > lo && !passing(boundary - 1) { boundary -= 1 }
            return lo..<boundary
        }
    }
}

/// The three edge tests of a triangle: a pixel centre is inside when it passes all three.
struct TriangleTests {
    let e0: EdgeTest, e1: EdgeTest, e2: EdgeTest

    @inline(__always)
    func contains(x: Double, y: Double) -> Bool {
        e0.passes(x: x, y: y) && e1.passes(x: x, y: y) && e2.passes(x: x, y: y)
    }

    /// The columns of `lo ..< hi` whose pixel centres on row `y` are inside.
    func columns(row y: Int, lo: Int, hi: Int) -> Range<Int> {
        var r = e0.passingColumns(row: y, lo: lo, hi: hi)
        r = e1.passingColumns(row: y, lo: r.lowerBound, hi: r.upperBound)
        return e2.passingColumns(row: y, lo: r.lowerBound, hi: r.upperBound)
    }
}

/// Interior-edge classification for one mesh.
struct MeshTopology {
    /// For triangle `t` and its edge `k` (from corner `k` to corner `(k + 1) % 3`): the side (±1)
    /// of the canonical edge line the triangle lies on when the edge is interior, otherwise 0.
    private(set) var sides: [Int8]
    /// For triangle `t` and its edge `k`: the other triangle of the edge when it is interior, otherwise −1.
    private(set) var partners: [Int]
    /// Per triangle: true when one of its corners lies on an outer edge (of any eligible triangle).
    private(set) var touchesOutline: [Bool]
    /// Eligible triangles by the positions of their corners.
    private var trianglesAt: [PositionKey: [Int]] = [:]
    private let keys: [PositionKey]
    private let indices: [Int]

    /// - Parameters:
    ///   - eligible: per triangle, true when it is drawable and wholly in front of the eye.
    ///   - device: device positions of the vertices (used only for eligible triangles).
    init(mesh: MeshItem, eligible: [Bool], device: [DevicePoint]) {
        let triangleCount = eligible.count
        sides = [Int8](repeating: 0, count: triangleCount * 3)
        partners = [Int](repeating: -1, count: triangleCount * 3)
        touchesOutline = [Bool](repeating: false, count: triangleCount)
        struct EdgeKey: Hashable { let p: PositionKey, q: PositionKey }
        struct Sharing { var t0: Int, k0: Int, t1: Int, k1: Int, count: Int }
        let keys = mesh.vertices.map(PositionKey.init)
        self.keys = keys
        self.indices = mesh.indices
        var table: [EdgeKey: Sharing] = [:]
        table.reserveCapacity(triangleCount * 2)
        for t in 0..<triangleCount where eligible[t] {
            for k in 0..<3 {
                let p = keys[mesh.indices[t * 3 + k]]
                let q = keys[mesh.indices[t * 3 + (k + 1) % 3]]
                let key = p < q ? EdgeKey(p: p, q: q) : EdgeKey(p: q, q: p)
                if var s = table[key] {
                    if s.count == 1 {
                        s.t1 = t
                        s.k1 = k
                    }
                    s.count += 1
                    table[key] = s
                } else {
                    table[key] = Sharing(t0: t, k0: k, t1: -1, k1: -1, count: 1)
                }
            }
        }
        // Visit shared edges in triangle order (never in dictionary order, which varies per run).
        for t in 0..<triangleCount where eligible[t] {
            for k in 0..<3 {
                let i = mesh.indices[t * 3 + k]
                let j = mesh.indices[t * 3 + (k + 1) % 3]
                let key = keys[i] < keys[j] ? EdgeKey(p: keys[i], q: keys[j]) : EdgeKey(p: keys[j], q: keys[i])
                guard let s = table[key], s.count == 2, s.t0 == t else { continue }
                let (first, second) = MeshTopology.canonicalOrder(
                    mesh.indices[t * 3 + k], mesh.indices[t * 3 + (k + 1) % 3], keys)
                let edge = EdgeTest(a: device[first], b: device[second], side: 1, offset: 0, inclusive: true)
                let third0 = device[mesh.indices[s.t0 * 3 + (s.k0 + 2) % 3]]
                let third1 = device[mesh.indices[s.t1 * 3 + (s.k1 + 2) % 3]]
                let e0 = edge.value(x: third0.x, y: third0.y)
                let e1 = edge.value(x: third1.x, y: third1.y)
                guard (e0 > 0 && e1 < 0) || (e0 < 0 && e1 > 0) else { continue }
                sides[s.t0 * 3 + s.k0] = e0 > 0 ? 1 : -1
                sides[s.t1 * 3 + s.k1] = e1 > 0 ? 1 : -1
                partners[s.t0 * 3 + s.k0] = s.t1
                partners[s.t1 * 3 + s.k1] = s.t0
            }
        }
        // Corners on the outline, and the triangles around every corner.
        var outline = Set<PositionKey>()
        for t in 0..<triangleCount where eligible[t] {
            for k in 0..<3 {
                let key = keys[mesh.indices[t * 3 + k]]
                trianglesAt[key, default: []].append(t)
                if sides[t * 3 + k] == 0 {
                    outline.insert(key)
                    outline.insert(keys[mesh.indices[t * 3 + (k + 1) % 3]])
                }
            }
        }
        for t in 0..<triangleCount where eligible[t] {
            touchesOutline[t] = (0..<3).contains { outline.contains(keys[mesh.indices[t * 3 + $0]]) }
        }
    }

    /// The eligible triangles sharing a corner position with triangle `t` (including `t`), in
    /// ascending order.
    func ring(of t: Int, into result: inout [Int]) {
        result.removeAll(keepingCapacity: true)
        for k in 0..<3 {
            for s in trianglesAt[keys[indices[t * 3 + k]]] ?? [] where !result.contains(s) { result.append(s) }
        }
        result.sort()
    }

    /// The device end points of edge `k` of triangle `t` (from corner `k` to corner `(k + 1) % 3`).
    func edge(_ k: Int, of t: Int, device: [DevicePoint]) -> (DevicePoint, DevicePoint) {
        (device[indices[t * 3 + k]], device[indices[t * 3 + (k + 1) % 3]])
    }

    /// Two vertex indices ordered by their positions.
    static func canonicalOrder(_ i: Int, _ j: Int, _ keys: [PositionKey]) -> (Int, Int) {
        keys[i] < keys[j] ? (i, j) : (j, i)
    }

    /// Whether a pixel centre is inside triangle `t`: interior edges by the canonical ownership
    /// rule, outer edges including their line.
    func insideTests(of t: Int, device: [DevicePoint]) -> TriangleTests {
        func test(_ k: Int) -> EdgeTest {
            let i = indices[t * 3 + k]
            let j = indices[t * 3 + (k + 1) % 3]
            let side = sides[t * 3 + k]
            if side != 0 {
                let (first, second) = MeshTopology.canonicalOrder(i, j, keys)
                return EdgeTest(a: device[first], b: device[second], side: Double(side), offset: 0, inclusive: side > 0)
            }
            return ownSideTest(device[i], device[j], third: device[indices[t * 3 + (k + 2) % 3]], offset: false)
        }
        return TriangleTests(e0: test(0), e1: test(1), e2: test(2))
    }

    /// Whether a pixel centre is inside triangle `t` grown by one pixel on every side.
    func grownTests(of t: Int, device: [DevicePoint]) -> TriangleTests {
        func test(_ k: Int) -> EdgeTest {
            ownSideTest(
                device[indices[t * 3 + k]], device[indices[t * 3 + (k + 1) % 3]],
                third: device[indices[t * 3 + (k + 2) % 3]], offset: true)
        }
        return TriangleTests(e0: test(0), e1: test(1), e2: test(2))
    }

    /// The half-plane of edge a→b holding `third`, its line included, moved out a pixel if `offset`.
    private func ownSideTest(_ a: DevicePoint, _ b: DevicePoint, third: DevicePoint, offset: Bool) -> EdgeTest {
        let probe = EdgeTest(a: a, b: b, side: 1, offset: 0, inclusive: true)
        let side: Double = probe.value(x: third.x, y: third.y) > 0 ? 1 : -1
        let length = offset ? ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() : 0
        return EdgeTest(a: a, b: b, side: side, offset: length, inclusive: true)
    }
}
