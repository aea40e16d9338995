import Foundation

extension Path {
    /// The rounded corner of `radius` at `corner` between the line from `start` and the line to `end`:
    /// a subpath that moves to the first tangent point and arcs (the short way) to the second. Nil when
    /// there is no such arc — a radius that is not positive and finite, or the three points collinear
    /// (including coincident ones).
    static func tangentArc(
        from start: (x: Double, y: Double), corner: (x: Double, y: Double), to end: (x: Double, y: Double),
        radius: Double
    ) -> Path? {
        guard radius > 0, radius.isFinite else { return nil }
        // Unit vectors from the corner back towards the start and on towards the end.
        let (ux, uy) = (start.x - corner.x, start.y - corner.y)
        let (vx, vy) = (end.x - corner.x, end.y - corner.y)
        let lu = (ux * ux + uy * uy).squareRoot()
        let lv = (vx * vx + vy * vy).squareRoot()
        guard lu > 0, lv > 0 else { return nil }
        let (ax, ay) = (ux / lu, uy / lu)
        let (bx, by) = (vx / lv, vy / lv)
        // The angle between the two legs; a straight line (0 or π) has no corner to round.
        let cross = ax * by - ay * bx
        let angle = atan2(abs(cross), ax * bx + ay * by)
        guard angle > 1e-12, angle < Double.pi - 1e-12 else { return nil }
        // The tangent points lie radius / tan(θ/2) from the corner; the centre on the bisector.
        let reach = radius / tan(angle / 2)
        let t1 = (x: corner.x + ax * reach, y: corner.y + ay * reach)
        let t2 = (x: corner.x + bx * reach, y: corner.y + by * reach)
        let (sx, sy) = (ax + bx, ay + by)
        let ls = (sx * sx + sy * sy).squareRoot()
        let distance = radius / sin(angle / 2)
        let cx = corner.x + sx / ls * distance
        let cy = corner.y + sy / ls * distance
        var arc = Path()
        arc.addArc(
            centerX: cx, centerY: cy, radiusX: radius, radiusY: radius,
            startAngle: atan2(t1.y - cy, t1.x - cx), endAngle: atan2(t2.y - cy, t2.x - cx),
            // Travelling start → corner → end turns clockwise on screen (y down) when the legs'
            // cross product (corner − start) × (end − corner) is positive; the arc turns with it.
            clockwise: cross < 0, startsSubpath: true)
        return arc
    }
}
