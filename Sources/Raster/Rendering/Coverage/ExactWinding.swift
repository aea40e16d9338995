// The filled part of a row where edges cross or run together, as its own boundary.
//
// The row is cut into slabs at every piece end and every crossing of two pieces, so inside a slab no
// two pieces cross and their left-to-right order is fixed. Walking a slab's pieces in that order,
// the winding number between two neighbours is the one on their left plus the pieces passed; the fill
// rule says which gaps are filled. The pieces where filled and empty meet, given winding +1 or −1 by
// the way they switch, bound the filled region: accumulated like any edges they give, at every point,
// 1 inside and 0 outside, so a pixel's value is exactly its filled area whatever the winding numbers.

extension FillRule {
    /// Whether a point with winding number `winding` is filled.
    func fills(_ winding: Int) -> Bool {
        switch self {
        case .nonZero: winding != 0
        case .evenOdd: winding & 1 != 0
        }
    }
}

/// Turns overlapping pieces into the boundary of the region they fill.
struct ExactWinding {
    /// A boundary piece from `(xa, ya)` to `(xb, yb)`, `ya < yb`, with winding ±1.
    struct Segment {
        var xa: Double, ya: Double, xb: Double, yb: Double
        var winding: Double
    }

    /// The boundary found by the last ``resolve(_:members:windingLeft:rule:)``.
    private(set) var segments: [Segment] = []
    private var cuts: [Double] = []
    private var slab: [(key: Double, top: Double, bottom: Double, winding: Int)] = []

    /// Finds the boundary of the region that `members` of `pieces` fill under `rule`, with winding
    /// number `windingLeft` left of them all.
    mutating func resolve(_ pieces: [RowPiece], members: ArraySlice<Int>, windingLeft: Int, rule: FillRule) {
        segments.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        for i in members where pieces[i].winding != 0 {
            cuts.append(pieces[i].ya)
            cuts.append(pieces[i].yb)
        }
        for (n, i) in members.enumerated() where pieces[i].winding != 0 {
            for j in members.dropFirst(n + 1) where pieces[j].winding != 0 {
                if let y = crossing(pieces[i], pieces[j]) { cuts.append(y) }
            }
        }
        cuts.sort()
        var top = cuts.first ?? 0
        for bottom in cuts.dropFirst() where bottom > top {
            let middle = (top + bottom) / 2
            slab.removeAll(keepingCapacity: true)
            for i in members {
                let p = pieces[i]
                guard p.winding != 0, p.ya <= top, p.yb >= bottom else { continue }
                slab.append((p.x(at: middle), p.x(at: top), p.x(at: bottom), Int(p.winding)))
            }
            slab.sort { ($0.key, $0.top, $0.bottom, $0.winding) < ($1.key, $1.top, $1.bottom, $1.winding) }
            var winding = windingLeft
            var filled = rule.fills(winding)
            for s in slab {
                winding += s.winding
                let now = rule.fills(winding)
                guard now != filled else { continue }
                segments.append(Segment(xa: s.top, ya: top, xb: s.bottom, yb: bottom, winding: now ? 1 : -1))
                filled = now
            }
            top = bottom
        }
    }

    /// The height strictly inside both pieces' vertical extents where they cross, if they do.
    private func crossing(_ p: RowPiece, _ q: RowPiece) -> Double? {
        let top = max(p.ya, q.ya)
        let bottom = min(p.yb, q.yb)
        guard top < bottom else { return nil }
        let before = p.x(at: top) - q.x(at: top)
        let after = p.x(at: bottom) - q.x(at: bottom)
        guard (before < 0 && after > 0) || (before > 0 && after < 0) else { return nil }
        let y = top + (bottom - top) * (before / (before - after))
        return y > top && y < bottom ? y : nil
    }
}
