// Which pixels of a row the accumulated winding value may get wrong.
//
// Accumulation is exact in a pixel where the winding number takes at most two neighbouring values.
// The winding number changes only across edges, so that depends only on the edge pieces inside the
// pixel. A pixel is safe when its pieces (cancelling twins left out) are:
//
// - one piece: it cuts the pixel in two;
// - two pieces meeting at a vertex inside the row: a polyline of two segments leaves two sides;
// - two pieces crossing the whole row that do not cross each other and wind opposite ways: the
//   strip between them differs by one from both sides (a thin bar, a hairline ring);
// - one chain of pieces linked at vertices inside the row and monotonic along one axis: the winding
//   number is a constant plus one on one side of the chain's graph (its loose ends lie outside the
//   pixel, or another piece at them would be in the pixel too).
//
// Horizontal edges are pieces here too (they never add to the accumulation, but one crossing a pixel
// splits it). Anything else — crossing edges, a third piece from another contour, twin edges of two
// contours running together — is left to `ExactWinding`, for the whole cluster of pieces whose pixel
// columns overlap, so the winding number left of a cluster is the same at every height.
//
// Pieces are sorted by first column; the pieces touching the column where a piece starts are all the
// earlier ones still open there, and every other column holds a subset of the pieces at the last
// start before it, so checking the open set at each start checks every pixel.

/// The part of one polygon edge inside a pixel row, upper end first.
struct RowPiece {
    var xa: Double, ya: Double, xb: Double, yb: Double
    /// +1 or −1 as the edge's, 0 for a horizontal edge.
    var winding: Double
    /// First and last pixel column the piece touches.
    var first: Int, last: Int

    init(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, winding: Double) {
        self.xa = xa
        self.ya = ya
        self.xb = xb
        self.yb = yb
        self.winding = winding
        func column(_ x: Double) -> Int { Int(min(max(x, -1e15), 1e15).rounded(.down)) }
        first = column(min(xa, xb))
        last = column(max(xa, xb))
    }

    /// x where the piece is at height `y` (within its own vertical extent), exact at its ends.
    func x(at y: Double) -> Double {
        if y == ya { return xa }
        if y == yb { return xb }
        return xa + (xb - xa) * ((y - ya) / (yb - ya))
    }

    /// True when `other` is the same segment walked the other way: the two cancel everywhere.
    func cancels(_ other: RowPiece) -> Bool {
        winding == -other.winding && winding != 0 && xa == other.xa && ya == other.ya && xb == other.xb
            && yb == other.yb
    }
}

/// Finds the clusters of pieces of one row that need exact winding.
struct OverlapFinder {
    /// Pieces that overlap in columns, transitively: `members` indexes ``order``; `lo` is the first
    /// column, `hi` the last one inside the clip.
    struct Cluster {
        var members: Range<Int>
        var lo: Int
        var hi: Int
    }

    /// Indices of the pieces that reach the clip's columns or lie left of them, by first column.
    private(set) var order: [Int] = []
    /// The clusters with a pixel that is not safe.
    private(set) var clusters: [Cluster] = []
    private var open: [Int] = []
    private var chain: [(dx: Double, dy: Double)] = []
    private var used: [Bool] = []

    /// Finds the unsafe clusters among `pieces` for columns `minX ..< maxX` of the row from
    /// `rowTop` to `rowBottom`.
    mutating func find(in pieces: [RowPiece], rowTop: Double, rowBottom: Double, minX: Int, maxX: Int) {
        order.removeAll(keepingCapacity: true)
        clusters.removeAll(keepingCapacity: true)
        for i in pieces.indices where pieces[i].first < maxX { order.append(i) }
        guard order.count > 1 else { return }
        // Twins sort next to each other; the index makes the order total.
        func precedes(_ i: Int, _ j: Int) -> Bool {
            let a = pieces[i]
            let b = pieces[j]
            if a.first != b.first { return a.first < b.first }
            if a.xa != b.xa { return a.xa < b.xa }
            if a.ya != b.ya { return a.ya < b.ya }
            if a.xb != b.xb { return a.xb < b.xb }
            if a.yb != b.yb { return a.yb < b.yb }
            if a.winding != b.winding { return a.winding < b.winding }
            return i < j
        }
        order.sort(by: precedes)
        var start = 0
        var hi = Int.min
        var unsafe = false
        open.removeAll(keepingCapacity: true)
        for k in order.indices {
            let p = pieces[order[k]]
            if p.first > hi {
                close(start..<k, hi: hi, unsafe: unsafe, pieces: pieces, minX: minX)
                start = k
                unsafe = false
                open.removeAll(keepingCapacity: true)
            }
            hi = max(hi, min(p.last, maxX - 1))
            guard !unsafe else { continue }
            open.removeAll { pieces[$0].last < p.first }
            if let twin = open.firstIndex(where: { pieces[$0].cancels(p) }) {
                open.remove(at: twin)
                continue
            }
            open.append(order[k])
            if open.count > 1 && !isSafe(open, pieces, rowTop: rowTop, rowBottom: rowBottom) { unsafe = true }
        }
        close(start..<order.count, hi: hi, unsafe: unsafe, pieces: pieces, minX: minX)
    }

    private mutating func close(_ members: Range<Int>, hi: Int, unsafe: Bool, pieces: [RowPiece], minX: Int) {
        guard unsafe, hi >= minX else { return }
        clusters.append(Cluster(members: members, lo: pieces[order[members.lowerBound]].first, hi: hi))
    }

    /// Whether the pieces `set` sharing one pixel column leave at most two winding numbers in it.
    private mutating func isSafe(_ set: [Int], _ pieces: [RowPiece], rowTop: Double, rowBottom: Double) -> Bool {
        func inside(_ y: Double) -> Bool { y > rowTop && y < rowBottom }
        if set.count == 2 {
            let a = pieces[set[0]]
            let b = pieces[set[1]]
            for (x, y) in [(a.xa, a.ya), (a.xb, a.yb)] where inside(y) {
                if (x == b.xa && y == b.ya) || (x == b.xb && y == b.yb) { return true }
            }
            let acrossRow = a.ya == rowTop && a.yb == rowBottom && b.ya == rowTop && b.yb == rowBottom
            if acrossRow && a.winding == -b.winding && (a.xa - b.xa) * (a.xb - b.xb) >= 0 { return true }
        }
        return isMonotoneChain(set, pieces, inside: inside)
    }

    /// Whether `set` is one chain of pieces, each sharing an end (inside the row, and with no third
    /// piece) with the next, that moves the same way along x or along y all through.
    private mutating func isMonotoneChain(_ set: [Int], _ pieces: [RowPiece], inside: (Double) -> Bool) -> Bool {
        guard set.count <= 8 else { return false }
        func ends(_ i: Int) -> [(x: Double, y: Double)] {
            [(pieces[i].xa, pieces[i].ya), (pieces[i].xb, pieces[i].yb)]
        }
        /// The pieces of `set` other than `i` that end at `point` (only inside the row do they link).
        func linked(_ point: (x: Double, y: Double), besides i: Int) -> [Int] {
            guard inside(point.y) else { return [] }
            return set.indices.filter { j in
                j != i && ends(set[j]).contains { $0.x == point.x && $0.y == point.y }
            }
        }
        // Start at a piece with a loose end.
        guard
            let head = set.indices.first(where: { i in
                ends(set[i]).contains { linked($0, besides: i).isEmpty }
            })
        else { return false }
        used = Array(repeating: false, count: set.count)
        chain.removeAll(keepingCapacity: true)
        var current = head
        var from = ends(set[head]).first { linked($0, besides: head).isEmpty }!
        while true {
            used[current] = true
            let e = ends(set[current])
            let to = e[0].x == from.x && e[0].y == from.y ? e[1] : e[0]
            chain.append((to.x - from.x, to.y - from.y))
            let next = linked(to, besides: current)
            guard let n = next.first else { break }
            guard next.count == 1, !used[n] else { return false }
            current = n
            from = to
        }
        guard chain.count == set.count else { return false }
        return chain.allSatisfy { $0.dx > 0 } || chain.allSatisfy { $0.dx < 0 } || chain.allSatisfy { $0.dy > 0 }
            || chain.allSatisfy { $0.dy < 0 }
    }
}
