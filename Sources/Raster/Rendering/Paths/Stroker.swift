import Foundation

// A stroke as closed outlines to fill with the non-zero rule.
//
// An open piece becomes one outline: the left offset walked forwards, the end cap, the right offset
// walked backwards, the start cap. A closed piece becomes two loops, one per side, walked in
// opposite directions, so the ring between them has winding ±1 and the hole 0. At a corner the
// outer side gets the join (miter, round, bevel). The inner side takes the crossing point of the
// two offset lines when it lies on both segments (so curves keep a clean inner edge); otherwise it
// goes through the corner point itself, which keeps every part of the outline on the same side (no
// winding cancels) however short the segments are.

/// The outlines of `pieces` stroked with `style`, in local units; curves (round joins and caps)
/// stay within `tolerance` of the true arcs.
func strokeOutlines(_ pieces: [Polyline], style: StrokeStyle, tolerance: Double) -> [[PlanePoint]] {
    let half = style.width / 2
    guard half > 0 else { return [] }
    let stroker = Stroker(half: half, style: style, tolerance: tolerance)
    var result: [[PlanePoint]] = []
    for piece in pieces {
        var points: [PlanePoint] = []
        for p in piece.points where points.last != p { points.append(p) }
        if piece.closed, points.count > 1, points.first == points.last { points.removeLast() }
        if points.count == 1 {
            if let dot = stroker.dot(at: points[0]) { result.append(dot) }
        } else if piece.closed {
            result.append(stroker.side(points, closed: true))
            result.append(stroker.side(points.reversed(), closed: true))
        } else {
            var outline = stroker.side(points, closed: false)
            stroker.cap(at: points[points.count - 1], from: points[points.count - 2], into: &outline)
            outline += stroker.side(points.reversed(), closed: false)
            stroker.cap(at: points[0], from: points[1], into: &outline)
            result.append(outline)
        }
    }
    return result
}

private struct Stroker {
    let half: Double
    let style: StrokeStyle
    let tolerance: Double

    init(half: Double, style: StrokeStyle, tolerance: Double) {
        self.half = half
        self.style = style
        self.tolerance = tolerance
    }

    /// The offset of a segment's side: its direction turned a quarter clockwise on screen, `half` long.
    private func normal(_ a: PlanePoint, _ b: PlanePoint) -> PlanePoint {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = hypot(dx, dy)
        return PlanePoint(x: -dy / length * half, y: dx / length * half)
    }

    /// One side of the polyline, walked from its first point to its last (for a closed one, all the
    /// way round), with joins at the corners.
    func side(_ p: [PlanePoint], closed: Bool) -> [PlanePoint] {
        var out: [PlanePoint] = []
        let n = p.count
        if !closed {
            let first = normal(p[0], p[1])
            out.append(PlanePoint(x: p[0].x + first.x, y: p[0].y + first.y))
        }
        let corners = closed ? Array(0..<n) : Array(1..<n - 1)
        for j in corners {
            let before = p[(j + n - 1) % n]
            let at = p[j]
            let after = p[(j + 1) % n]
            join(
                at: at, incoming: normal(before, at), outgoing: normal(at, after),
                direction: PlanePoint(x: at.x - before.x, y: at.y - before.y),
                incomingLength: hypot(at.x - before.x, at.y - before.y),
                outgoingLength: hypot(after.x - at.x, after.y - at.y),
                into: &out)
        }
        if !closed {
            let last = normal(p[n - 2], p[n - 1])
            out.append(PlanePoint(x: p[n - 1].x + last.x, y: p[n - 1].y + last.y))
        }
        return out
    }

    private func join(
        at p: PlanePoint, incoming a: PlanePoint, outgoing b: PlanePoint, direction: PlanePoint,
        incomingLength: Double, outgoingLength: Double, into out: inout [PlanePoint]
    ) {
        let cross = a.x * b.y - a.y * b.x
        let dot = a.x * b.x + a.y * b.y
        let from = PlanePoint(x: p.x + a.x, y: p.y + a.y)
        let to = PlanePoint(x: p.x + b.x, y: p.y + b.y)
        if cross == 0 && dot > 0 {
            out.append(from) // straight on
            return
        }
        if cross > 0 {
            // The inner side of the turn: where the two offset lines cross, when that point lies on
            // both segments (gentle turns, curves), else through the corner point itself.
            let m = PlanePoint(x: a.x + b.x, y: a.y + b.y)
            let s = half * half / (m.x * a.x + m.y * a.y)
            let q = PlanePoint(x: p.x + m.x * s, y: p.y + m.y * s)
            let reach = hypot(q.x - from.x, q.y - from.y)
            if s.isFinite, reach <= incomingLength, reach <= outgoingLength {
                out.append(q)
            } else {
                out += [from, p, to]
            }
            return
        }
        switch style.join {
        case .bevel:
            out += [from, to]
        case .round:
            arc(around: p, from: a, to: b, through: direction, into: &out)
        case .miter:
            let m = PlanePoint(x: a.x + b.x, y: a.y + b.y)
            let length = hypot(m.x, m.y)
            // Miter length over line width is 1 / sin(θ/2) = 2·half / |a + b|.
            if length > 0, 2 * half / length <= style.miterLimit {
                let s = half * half / (m.x * a.x + m.y * a.y)
                out += [from, PlanePoint(x: p.x + m.x * s, y: p.y + m.y * s), to]
            } else {
                out += [from, to]
            }
        }
    }

    /// The end cap at `end`, reached from `previous`, joining this side's last point to the other
    /// side's first.
    func cap(at end: PlanePoint, from previous: PlanePoint, into out: inout [PlanePoint]) {
        let n = normal(previous, end)
        let d = PlanePoint(x: n.y, y: -n.x) // along the segment, `half` long
        switch style.cap {
        case .butt:
            return
        case .square:
            out.append(PlanePoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y))
            out.append(PlanePoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y))
        case .round:
            out.removeLast()
            arc(around: end, from: n, to: PlanePoint(x: -n.x, y: -n.y), through: d, into: &out)
            out.removeLast()
        }
    }

    /// A lone point: a disc for round caps, a square for square caps, nothing for butt caps.
    func dot(at p: PlanePoint) -> [PlanePoint]? {
        switch style.cap {
        case .butt:
            return nil
        case .square:
            return [
                PlanePoint(x: p.x - half, y: p.y - half), PlanePoint(x: p.x + half, y: p.y - half),
                PlanePoint(x: p.x + half, y: p.y + half), PlanePoint(x: p.x - half, y: p.y + half),
            ]
        case .round:
            var out: [PlanePoint] = []
            arc(
                around: p, from: PlanePoint(x: half, y: 0), to: PlanePoint(x: -half, y: 0),
                through: PlanePoint(x: 0, y: half), into: &out)
            out.removeLast()
            arc(
                around: p, from: PlanePoint(x: -half, y: 0), to: PlanePoint(x: half, y: 0),
                through: PlanePoint(x: 0, y: -half), into: &out)
            out.removeLast()
            return out
        }
    }

    /// The arc around `c` from offset `a` to offset `b` (both `half` long), the short way round, or
    /// for opposite offsets the way that passes `through`; both ends included.
    private func arc(
        around c: PlanePoint, from a: PlanePoint, to b: PlanePoint, through: PlanePoint,
        into out: inout [PlanePoint]
    ) {
        let cross = a.x * b.y - a.y * b.x
        let dot = a.x * b.x + a.y * b.y
        var sweep = atan2(cross, dot)
        if cross == 0 && dot < 0 {
            sweep = a.x * through.y - a.y * through.x > 0 ? Double.pi : -Double.pi
        }
        let start = atan2(a.y, a.x)
        let n = arcSteps(angle: sweep, radius: half, tolerance: tolerance)
        out.append(PlanePoint(x: c.x + a.x, y: c.y + a.y))
        for i in 1..<n {
            let angle = start + sweep * Double(i) / Double(n)
            out.append(PlanePoint(x: c.x + half * cos(angle), y: c.y + half * sin(angle)))
        }
        out.append(PlanePoint(x: c.x + b.x, y: c.y + b.y))
    }
}
