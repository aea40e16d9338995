// Exact-area coverage by signed-area accumulation, one pixel row at a time.
//
// Every polygon edge, walked in its own direction, is cut at row and column boundaries. A piece of
// edge inside pixel column X with vertical extent h (signed: +h going down, −h going up) and
// horizontal midpoint m contributes two numbers to a "cell" at X:
//
//   cover = h                    — it adds h to the winding integral of every pixel right of X;
//   area  = h · (X + 1 − m)      — the part of pixel X itself that lies right of the piece.
//
// For a row, the value of pixel X is  Σ cover (cells left of X) + Σ area (cells at X),  which is
// the integral of the winding number over the pixel. Coverage is |value| clamped to 1 (non-zero
// rule); for the even-odd rule the value is first folded into 0…1 (2 − v mod 2 above 1). This is the
// exact covered area whenever the winding number takes at most two neighbouring values k, k + 1
// inside the pixel — every pixel of a simple polygon, a ring or a stroke's straight run.
//
// Where it can take more (edges of different contours or of a self-intersecting path crossing or
// running close together inside one pixel), averaging first and applying the rule after is wrong.
// `OverlapFinder` spots the pixels where that can happen from the row's edge pieces alone, and
// `ExactWinding` recomputes them: it cuts the row into slabs where no two pieces cross, walks the
// pieces of each slab left to right with the true winding number, and accumulates the filled region's
// own boundary instead (see those files). Only pixels whose value actually differs are replaced, so
// the common case keeps today's cells, spans and bits.
//
// Cells are kept sparse (a handful per edge and row) and sorted by column; between two cell columns
// coverage is constant, so a row comes out as a few spans: single edge pixels and long constant
// runs that the shaders can fill without per-pixel coverage work.
//
// Clipping in x is exact without touching geometry: an edge piece left of the clip's first column
// L cannot affect pixel L's own area but covers all of it, so it becomes a cell at L with
// area = cover = h; pieces right of the last column only affect pixels beyond it and are dropped.

/// A run of pixels on one row that share a coverage value.
struct CoverageSpan {
    /// First column.
    var x: Int
    /// Number of pixels.
    var count: Int
    /// Coverage as an 8-bit fraction, 1 … 255.
    var coverage: UInt32
}

/// Converts polygons to per-row coverage spans. Reuses its storage: after the first few polygons,
/// it allocates nothing.
struct ScanConverter {
    private struct Edge {
        // From top (y0) to bottom (y1), y0 < y1; or horizontal (y0 = y1, x0 < x1).
        var x0: Double, y0: Double, x1: Double, y1: Double
        // +1 when the polygon walks the edge downwards, −1 upwards, 0 when horizontal.
        var winding: Double
        /// x per unit of y, and a bound on how far `estimatedX` can be from the exact x of `rowPiece`.
        var slope: Double, tolerance: Double

        init(x0: Double, y0: Double, x1: Double, y1: Double, winding: Double) {
            (self.x0, self.y0, self.x1, self.y1, self.winding) = (x0, y0, x1, y1, winding)
            slope = (x1 - x0) / (y1 - y0)
            // Both x's are a few roundings (relative error 2⁻⁵³ each) of sums and products no larger
            // than |x0| + |x1|: a bound of 2⁻³⁰ of that (plus 2⁻³⁰ px) is far above their difference.
            tolerance = (abs(x0) + abs(x1) + 1) * 0x1p-30
        }

        /// x at height `y` (within the edge), up to `tolerance`, without a divide.
        @inline(__always)
        func estimatedX(at y: Double) -> Double { x0 + (y - y0) * slope }
    }

    private struct Cell {
        var x: Int
        var cover: Double
        var area: Double
    }

    private var edges: [Edge] = []
    private var active: [Int] = []
    private var nextEdge = 0
    private var cells: [Cell] = []
    /// The active edges' parts inside the current row.
    private var pieces: [RowPiece] = []
    private var overlaps = OverlapFinder()
    private var exact = ExactWinding()
    /// Exact coverage of the pixels `overlaps` could not vouch for, by column, and the next one to use.
    private var overrides: [(column: Int, coverage: Double)] = []
    private var nextOverride = 0
    /// Scratch storage of the key sorts.
    private var sortKeys: [(key: UInt64, index: Int)] = []
    private var sortedEdges: [Edge] = []
    private var sortedCells: [Cell] = []
    private var exactCells: [Cell] = []
    /// The spans of the row last passed to `computeSpans`.
    private(set) var spans: [CoverageSpan] = []
    /// The row and columns `spans` were computed for when every active edge was a vertical one crossing
    /// that whole row and no pixel took an exact-winding override; nil otherwise. The next row has the
    /// very same cells (see `repeatsVerticalRun`).
    private var verticalRun: (row: Int, minX: Int, maxX: Int)?
    /// Vertical extent of the loaded edges.
    private(set) var top = Double.infinity, bottom = -Double.infinity
    /// How winding becomes coverage.
    private(set) var fillRule = FillRule.nonZero
    /// Whether overlapping polygons add their coverages (clamped) instead of covering their union.
    private(set) var addsCoverage = false
    /// Whether rows skip cutting edges that lie plainly outside the columns when coverages add
    /// (`addCellsAddingCoverage`); turned off only by tests, to compare with cutting every edge.
    var skipsDistantEdges = true

    /// Forgets all edges; the next polygons are filled with `rule`. With `addingCoverage`, where
    /// polygons overlap their coverages add up (clamped to 1) rather than covering their union: a
    /// mesh's triangles around a vertex, each standing for its own part of the picture, even where a
    /// fold makes them overlap.
    mutating func reset(fillRule rule: FillRule = .nonZero, addingCoverage: Bool = false) {
        fillRule = rule
        addsCoverage = addingCoverage
        edges.removeAll(keepingCapacity: true)
        active.removeAll(keepingCapacity: true)
        nextEdge = 0
        verticalRun = nil
        top = .infinity
        bottom = -.infinity
    }

    /// Adds the edges of a closed polygon (the last point connects back to the first).
    mutating func addPolygon(_ points: [DevicePoint]) {
        guard points.count >= 3 else { return }
        var previous = points[points.count - 1]
        for p in points {
            addEdge(from: previous, to: p)
            previous = p
        }
    }

    private mutating func addEdge(from a: DevicePoint, to b: DevicePoint) {
        if a.y == b.y {
            // Horizontal edges never change the winding number along a row, but one inside a row
            // splits its pixels: `OverlapFinder` needs to see it. On a row boundary it splits none.
            guard a.x != b.x, a.y.rounded(.down) != a.y else { return }
            edges.append(Edge(x0: min(a.x, b.x), y0: a.y, x1: max(a.x, b.x), y1: a.y, winding: 0))
        } else if a.y < b.y {
            edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1))
        } else {
            edges.append(Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
        }
        top = min(top, min(a.y, b.y))
        bottom = max(bottom, max(a.y, b.y))
    }

    /// The rows the loaded edges touch, clamped to `limit`. Call before the first `computeSpans`;
    /// rows must then be visited in increasing order.
    mutating func prepareRows(within limit: IntRect) -> Range<Int> {
        // Sort edges by their top, stably.
        if edges.allSatisfy({ !$0.y0.isNaN }) {
            stableSort(&edges, keys: &sortKeys, scratch: &sortedEdges) { orderedKey($0.y0) }
        } else {
            stableSort(&edges) { $0.y0 < $1.y0 }
        }
        active.removeAll(keepingCapacity: true)
        nextEdge = 0
        verticalRun = nil
        guard !edges.isEmpty else { return limit.minY..<limit.minY }
        let r = IntRect.covering(x0: 0, y0: top, x1: 0, y1: bottom, within: limit)
        return r.minY..<max(r.minY, r.maxY)
    }

    /// Computes `spans` for row `y`, limited to columns `minX ..< maxX`.
    mutating func computeSpans(row y: Int, minX: Int, maxX: Int) {
        let rowTop = Double(y)
        let rowBottom = rowTop + 1
        let firstNew = nextEdge
        while nextEdge < edges.count && edges[nextEdge].y0 < rowBottom {
            active.append(nextEdge)
            nextEdge += 1
        }
        var kept = 0
        for i in 0..<active.count where edges[active[i]].y1 > rowTop {
            active[kept] = active[i]
            kept += 1
        }
        let sameEdges = nextEdge == firstNew && kept == active.count
        active.removeLast(active.count - kept)
        if sameEdges && repeatsVerticalRun(row: y, minX: minX, maxX: maxX) {
            verticalRun = (y, minX, maxX)
            return
        }
        verticalRun = nil
        cells.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        guard minX < maxX else { return }
        if addsCoverage && skipsDistantEdges {
            addCellsAddingCoverage(rowTop: rowTop, rowBottom: rowBottom, minX: minX, maxX: maxX)
            sortFewCells(minX: minX)
            noteVerticalRun(row: y, minX: minX, maxX: maxX)
            sweep(maxX: maxX)
            return
        }
        pieces.removeAll(keepingCapacity: true)
        for index in active {
            if let piece = rowPiece(of: edges[index], rowTop: rowTop, rowBottom: rowBottom) { pieces.append(piece) }
        }
        for p in pieces where p.winding != 0 {
            addSegment(p.xa, p.ya, p.xb, p.yb, winding: p.winding, minX: minX, maxX: maxX)
        }
        overrides.removeAll(keepingCapacity: true)
        nextOverride = 0
        if pieces.count > 1 && !addsCoverage {
            overlaps.find(in: pieces, rowTop: rowTop, rowBottom: rowBottom, minX: minX, maxX: maxX)
            for cluster in overlaps.clusters { addOverrides(for: cluster, minX: minX) }
        }
        sortCells(minX: minX)
        noteVerticalRun(row: y, minX: minX, maxX: maxX)
        sweep(maxX: maxX)
    }

    /// Whether row `y`'s spans are those of the row above, already in `spans`: the active edges (the
    /// same ones) were all vertical across the row above with no exact-winding override, and still
    /// cross all of row `y`. Each then gives row `y` the cells it gave the row above — a height of
    /// exactly 1 at the same column with the same area, in the same order — so the spans are equal too.
    /// The straight sides of rectangles, rounded rectangles and images take this path on most rows.
    private func repeatsVerticalRun(row y: Int, minX: Int, maxX: Int) -> Bool {
        guard let run = verticalRun, run.row == y - 1, run.minX == minX, run.maxX == maxX else { return false }
        let rowBottom = Double(y) + 1
        for index in active where edges[index].y1 < rowBottom { return false }
        return true
    }

    /// Records that `spans` (about to be swept for row `y`) may be repeated by the next row: every
    /// active edge is vertical and crosses the whole row, and no override is waiting to replace a pixel.
    private mutating func noteVerticalRun(row y: Int, minX: Int, maxX: Int) {
        guard nextOverride == overrides.count else { return }
        let rowTop = Double(y)
        let rowBottom = rowTop + 1
        for index in active {
            let e = edges[index]
            guard e.winding != 0, e.x0 == e.x1, e.y0 <= rowTop, e.y1 >= rowBottom else { return }
        }
        verticalRun = (y, minX, maxX)
    }

    /// Adds the active edges' cells for a row when coverages add, so overlaps are not resolved and
    /// no pieces are kept. These are the cells `addSegment` makes of the exact pieces, in the same
    /// order; but an edge plainly left of the columns (by more than its `tolerance`) is known to give
    /// one cell of its height at `minX`, and one plainly right of them none, without the two divides
    /// that cut it to the row. A mesh triangle's ring has many such edges on every row.
    private mutating func addCellsAddingCoverage(rowTop: Double, rowBottom: Double, minX: Int, maxX: Int) {
        let left = Double(minX)
        let right = Double(maxX)
        for index in active {
            let e = edges[index]
            guard e.winding != 0 else { continue }
            let ya = max(e.y0, rowTop)
            let yb = min(e.y1, rowBottom)
            guard ya < yb else { continue }
            let xa = e.estimatedX(at: ya)
            let xb = e.estimatedX(at: yb)
            if max(xa, xb) + e.tolerance <= left {
                let h = e.winding * (yb - ya)
                appendCell(minX, cover: h, area: h)
            } else if min(xa, xb) - e.tolerance >= right {
                continue
            } else if let p = rowPiece(of: e, rowTop: rowTop, rowBottom: rowBottom) {
                addSegment(p.xa, p.ya, p.xb, p.yb, winding: p.winding, minX: minX, maxX: maxX)
            }
        }
    }

    /// The part of edge `e` inside the row, or nil when it has none.
    private func rowPiece(of e: Edge, rowTop: Double, rowBottom: Double) -> RowPiece? {
        if e.winding == 0 {
            return e.y0 > rowTop && e.y0 < rowBottom ? RowPiece(e.x0, e.y0, e.x1, e.y1, winding: 0) : nil
        }
        let ya = max(e.y0, rowTop)
        let yb = min(e.y1, rowBottom)
        guard ya < yb else { return nil }
        // Interpolating by the parameter t ∈ 0…1 keeps x within the edge's own x range.
        let span = e.y1 - e.y0
        let xa = ya == e.y0 ? e.x0 : e.x0 + (e.x1 - e.x0) * ((ya - e.y0) / span)
        let xb = yb == e.y1 ? e.x1 : e.x0 + (e.x1 - e.x0) * ((yb - e.y0) / span)
        return RowPiece(xa, ya, xb, yb, winding: e.winding)
    }

    /// Computes the exact coverage of the cluster's pixels inside the clip and keeps it as overrides.
    private mutating func addOverrides(for cluster: OverlapFinder.Cluster, minX: Int) {
        var left = 0.0
        for i in overlaps.order[..<cluster.members.lowerBound] {
            left += pieces[i].winding * (pieces[i].yb - pieces[i].ya)
        }
        // Pieces wholly left of the cluster make up whole chains through the row: an integer.
        let windingLeft = Int(left.rounded())
        exact.resolve(pieces, members: overlaps.order[cluster.members], windingLeft: windingLeft, rule: fillRule)
        let first = max(cluster.lo, minX)
        // The filled region's boundary, accumulated like any edges over the cluster's columns.
        swap(&cells, &exactCells)
        cells.removeAll(keepingCapacity: true)
        for s in exact.segments {
            addSegment(s.xa, s.ya, s.xb, s.yb, winding: s.winding, minX: first, maxX: cluster.hi + 1)
        }
        stableSort(&cells, keys: &sortKeys, scratch: &sortedCells) { UInt64(truncatingIfNeeded: $0.x &- first) }
        swap(&cells, &exactCells)
        var value = fillRule.fills(windingLeft) ? 1.0 : 0.0
        var i = 0
        for column in first...cluster.hi {
            var area = 0.0
            var cover = 0.0
            while i < exactCells.count && exactCells[i].x == column {
                area += exactCells[i].area
                cover += exactCells[i].cover
                i += 1
            }
            overrides.append((column, min(max(value + area, 0), 1)))
            value += cover
        }
    }

    /// A piece of edge within one row from `(xa, ya)` to `(xb, yb)`, `ya < yb`.
    private mutating func addSegment(
        _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double,
        winding: Double, minX: Int, maxX: Int
    ) {
        let left = Double(minX)
        let right = Double(maxX)
        // Walk from left to right whatever the edge's direction: heights are unsigned, the winding
        // carries the sign.
        var (xl, yl, xr, yr) = xa <= xb ? (xa, ya, xb, yb) : (xb, yb, xa, ya)
        if xr <= left {
            let h = winding * (yb - ya)
            appendCell(minX, cover: h, area: h)
            return
        }
        if xl >= right { return }
        let slope = (yr - yl) / (xr - xl) // finite here: xl < right ≤ … and xr > left
        let x0 = xl
        let y0 = yl
        if xl < left {
            let yc = y0 + (left - x0) * slope
            let h = winding * abs(yc - yl)
            appendCell(minX, cover: h, area: h)
            xl = left
            yl = yc
        }
        if xr > right {
            yr = y0 + (right - x0) * slope
            xr = right
        }
        var column = Int(xl.rounded(.down))
        let lastColumn = Int(xr.rounded(.down))
        if column == lastColumn || xl == xr {
            if column < maxX {
                let h = winding * abs(yr - yl)
                appendCell(column, cover: h, area: h * (Double(column + 1) - (xl + xr) / 2))
            }
            return
        }
        var px = xl
        var py = yl
        while column <= lastColumn && column < maxX {
            let nx = column == lastColumn ? xr : Double(column + 1)
            let ny = column == lastColumn ? yr : y0 + (nx - x0) * slope
            let h = winding * abs(ny - py)
            if h != 0 {
                appendCell(column, cover: h, area: h * (Double(column + 1) - (px + nx) / 2))
            }
            px = nx
            py = ny
            column += 1
        }
    }

    @inline(__always)
    private mutating func appendCell(_ x: Int, cover: Double, area: Double) {
        cells.append(Cell(x: x, cover: cover, area: area))
    }

    /// Sorts the cells by column, keeping the order of cells in the same column. Columns are at
    /// least `minX`.
    private mutating func sortCells(minX: Int) {
        stableSort(&cells, keys: &sortKeys, scratch: &sortedCells) { UInt64(truncatingIfNeeded: $0.x &- minX) }
    }

    /// Sorts the cells by column, stably: for the handful of cells a ring's row has, by insertion in
    /// place on the columns themselves — the same order as `sortCells`, as every column is at least
    /// `minX` — without going through its generic key comparison.
    private mutating func sortFewCells(minX: Int) {
        guard cells.count <= 64 else { return sortCells(minX: minX) }
        cells.withUnsafeMutableBufferPointer { c in
            for i in c.indices.dropFirst() {
                let cell = c[i]
                var j = i
                while j > 0 && cell.x < c[j - 1].x {
                    c[j] = c[j - 1]
                    j -= 1
                }
                c[j] = cell
            }
        }
    }

    /// Prefix-sums the sorted cells into spans.
    private mutating func sweep(maxX: Int) {
        var winding = 0.0
        var i = 0
        let n = cells.count
        while i < n {
            let x = cells[i].x
            var area = 0.0
            var cover = 0.0
            while i < n && cells[i].x == x {
                area += cells[i].area
                cover += cells[i].cover
                i += 1
            }
            emit(x: x, count: 1, value: winding + area)
            winding += cover
            let next = i < n ? cells[i].x : maxX
            if next > x + 1 { emit(x: x + 1, count: next - x - 1, value: winding) }
        }
    }

    /// Emits `count` pixels from `x` of accumulated `value`, except that pixels with an override take
    /// its exact coverage when the two differ by more than rounding noise.
    @inline(__always)
    private mutating func emit(x: Int, count: Int, value: Double) {
        var x = x
        var count = count
        let covered = coverage(of: value)
        while nextOverride < overrides.count && overrides[nextOverride].column < x + count {
            let o = overrides[nextOverride]
            nextOverride += 1
            guard o.column >= x else { continue }
            if o.column > x { emitRun(x: x, count: o.column - x, coverage: covered) }
            emitRun(x: o.column, count: 1, coverage: abs(covered - o.coverage) > 1e-7 ? o.coverage : covered)
            count -= o.column + 1 - x
            x = o.column + 1
        }
        if count > 0 { emitRun(x: x, count: count, coverage: covered) }
    }

    /// The covered fraction, 0 … 1, that the fill rule makes of an accumulated winding value.
    @inline(__always)
    private func coverage(of value: Double) -> Double {
        var magnitude = abs(value)
        if fillRule == .evenOdd {
            magnitude = magnitude.truncatingRemainder(dividingBy: 2)
            if magnitude > 1 { magnitude = 2 - magnitude }
        }
        return min(magnitude, 1)
    }

    @inline(__always)
    private mutating func emitRun(x: Int, count: Int, coverage fraction: Double) {
        let coverage: UInt32 = fraction >= 1 ? 255 : UInt32(fraction * 255 + 0.5)
        guard coverage > 0 else { return }
        if let last = spans.last, last.coverage == coverage, last.x + last.count == x {
            spans[spans.count - 1].count += count
        } else {
            spans.append(CoverageSpan(x: x, count: count, coverage: coverage))
        }
    }
}

/// `value` as an unsigned integer in the same order (`a < b` exactly when `key(a) < key(b)`, and
/// `-0` and `+0` give the same key); `value` must not be NaN.
@inline(__always)
private func orderedKey(_ value: Double) -> UInt64 {
    let bits = (value + 0).bitPattern // + 0 turns −0 into +0
    return bits >> 63 == 0 ? bits | (1 << 63) : ~bits
}

/// Sorts `items` by `key`, keeping items with equal keys in their order, so that the cells of one
/// pixel are summed in the same order (and to the same bits) however they are sorted. Short lists go
/// through ``stableSort(_:by:)``; long ones (a line of glyphs has thousands of edges and cells) sort
/// (key, index) pairs — unique, so any sort gives the one stable order — in reused storage.
@inline(__always)
private func stableSort<T>(
    _ items: inout [T], keys: inout [(key: UInt64, index: Int)], scratch: inout [T], key: (T) -> UInt64
) {
    guard items.count > 64 else {
        stableSort(&items) { key($0) < key($1) }
        return
    }
    keys.removeAll(keepingCapacity: true)
    for index in items.indices { keys.append((key(items[index]), index)) }
    keys.sort { $0 < $1 }
    scratch.removeAll(keepingCapacity: true)
    for pair in keys { scratch.append(items[pair.index]) }
    swap(&items, &scratch)
}

/// Sorts `items` by `precedes`, keeping equal items in their order. Insertion sort for the short,
/// nearly sorted lists of rectangles and simple shapes; long ones sort their indices by (key, index),
/// which stays O(n log n).
@inline(__always)
private func stableSort<T>(_ items: inout [T], by precedes: (T, T) -> Bool) {
    let count = items.count
    guard count > 1 else { return }
    if count <= 64 {
        for i in 1..<count {
            let item = items[i]
            var j = i
            while j > 0 && precedes(item, items[j - 1]) {
                items[j] = items[j - 1]
                j -= 1
            }
            items[j] = item
        }
        return
    }
    let order = items.indices.sorted { a, b in
        precedes(items[a], items[b]) || (!precedes(items[b], items[a]) && a < b)
    }
    items = order.map { items[$0] }
}
