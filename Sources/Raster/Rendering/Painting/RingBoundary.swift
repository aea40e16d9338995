// Where a mesh triangle's ring can be less than whole.
//
// An outline triangle's pixels take the coverage of its ring (the triangles sharing a corner with
// it, areas added). Inside the union U of the ring's triangles, away from U's boundary, every pixel
// is covered whole: the ring's areas add up to at least the pixel, and the scan converter's value
// there is 1 up to rounding errors some 10⁹ times smaller than the half step (1/510) that would
// take the 8-bit coverage below 255. So when the rectangle of a row's columns meets none of the
// edges that can bound U and holds a point of U (a pixel centre inside the triangle), it lies
// wholly inside U, and the scan converter would give that row one span of coverage 255 over all
// its columns: the painter uses that span without cutting the ring's edges to the row.
//
// The edges that can bound U are the ring triangles' edges except those shared, on opposite sides,
// by two triangles that are both in the ring (MeshTopology's interior edges): a point on such an
// edge has both sides covered, and a ring corner all of whose edges are shared that way is
// surrounded by its triangles. Outline, fold and silhouette edges, and interior edges whose other
// triangle is not in the ring, stay. The rectangle is widened by `margin`, far more than the
// rounding of these tests.

/// The edges that can bound the union of a mesh triangle's ring, to find rows that lie inside it.
struct RingBoundary {
    /// An edge from its top point `(x0, y0)` to its bottom point `(x1, y1)`, `y0 ≤ y1`.
    private struct Segment {
        let x0: Double, y0: Double, x1: Double, y1: Double
        /// x per unit of y (unused when horizontal).
        let slope: Double
    }

    private var segments: [Segment] = []
    /// How far past a row's rectangle an edge still counts as meeting it, in pixels.
    static let margin = 1.0 / 1024

    /// Loads the boundary edges of `ring` (ascending triangle indices of `topology`'s mesh).
    mutating func load(ring: [Int], topology: MeshTopology, device: [DevicePoint]) {
        segments.removeAll(keepingCapacity: true)
        for s in ring {
            for k in 0..<3 {
                let partner = topology.partners[s * 3 + k]
                if partner >= 0 && ring.contains(partner) { continue }
                let (a, b) = topology.edge(k, of: s, device: device)
                let (top, bottom) = a.y <= b.y ? (a, b) : (b, a)
                let slope = top.y == bottom.y ? 0 : (bottom.x - top.x) / (bottom.y - top.y)
                segments.append(Segment(x0: top.x, y0: top.y, x1: bottom.x, y1: bottom.y, slope: slope))
            }
        }
    }

    /// Whether a loaded edge meets the rectangle of row `y`'s pixels `lo ..< hi` (widened by
    /// `margin`). Ring triangles are finite (drawable ones have a finite area).
    func meets(row y: Int, lo: Int, hi: Int) -> Bool {
        let top = Double(y) - RingBoundary.margin
        let bottom = Double(y) + 1 + RingBoundary.margin
        let left = Double(lo) - RingBoundary.margin
        let right = Double(hi) + RingBoundary.margin
        for s in segments {
            if s.y1 < top || s.y0 > bottom { continue }
            let minX: Double
            let maxX: Double
            if s.y0 == s.y1 {
                (minX, maxX) = (min(s.x0, s.x1), max(s.x0, s.x1))
            } else {
                // The edge's x where it enters and leaves the band, kept within its own x range.
                let xa = s.x0 + (max(s.y0, top) - s.y0) * s.slope
                let xb = s.x0 + (min(s.y1, bottom) - s.y0) * s.slope
                let (lowX, highX) = (min(s.x0, s.x1), max(s.x0, s.x1))
                (minX, maxX) = (max(min(xa, xb), lowX), min(max(xa, xb), highX))
            }
            if !(maxX < left || minX > right) { return true }
        }
        return false
    }
}
