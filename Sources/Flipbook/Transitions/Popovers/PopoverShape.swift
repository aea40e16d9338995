import Foundation

/// The outline of a popover, in its own coordinates (the placement's frame at the origin): the bubble, a
/// rounded rectangle of `PopoverMetrics.cornerRadius`, with the arrow standing on one side, its tip on the
/// source. The arrow's base stays `PopoverMetrics.arrowCornerClearance` points clear of the corners; a tip
/// closer to a corner than that pins the arrow against it, squaring the corner, as UIKit's chrome does.
@MainActor
struct PopoverShape {
    /// The outline.
    let path: CGPath
    /// The insets the arrow takes from the presented view's safe area (its height, on its side).
    let arrowInsets: UIEdgeInsets

    init(placement: PopoverPlacement) {
        let origin = placement.frame.origin
        let bubble = placement.bubble.offsetBy(dx: -origin.x, dy: -origin.y)
        let tip = CGPoint(x: placement.tip.x - origin.x, y: placement.tip.y - origin.y)
        let radius = min(PopoverMetrics.cornerRadius, bubble.width / 2, bubble.height / 2)
        var points = Self.corners(of: bubble, radius: radius)
        let height = PopoverMetrics.arrowHeight
        switch placement.direction {
        case .up?:
            points.insert(
                contentsOf: Self.arrow(along: bubble.minX, bubble.maxX, at: tip.x, radius: radius) { x in
                    CGPoint(x: x, y: bubble.minY)
                }, at: 1)
            Self.pin(&points, tip: tip)
            arrowInsets = UIEdgeInsets(top: height, left: 0, bottom: 0, right: 0)
        case .right?:
            points.insert(
                contentsOf: Self.arrow(along: bubble.minY, bubble.maxY, at: tip.y, radius: radius) { y in
                    CGPoint(x: bubble.maxX, y: y)
                }, at: 2)
            Self.pin(&points, tip: tip)
            arrowInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: height)
        case .down?:
            points.insert(
                contentsOf: Self.arrow(along: bubble.minX, bubble.maxX, at: tip.x, radius: radius) { x in
                    CGPoint(x: x, y: bubble.maxY)
                }.reversed(), at: 3)
            Self.pin(&points, tip: tip)
            arrowInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        case .left?:
            points.insert(
                contentsOf: Self.arrow(along: bubble.minY, bubble.maxY, at: tip.y, radius: radius) { y in
                    CGPoint(x: bubble.minX, y: y)
                }.reversed(), at: 4)
            Self.pin(&points, tip: tip)
            arrowInsets = UIEdgeInsets(top: 0, left: height, bottom: 0, right: 0)
        case nil:
            arrowInsets = .zero
        }
        path = Self.outline(points)
    }

    /// One point of the outline: a corner rounded by `radius`, or a sharp point (`radius` 0).
    struct Point {
        var point: CGPoint
        var radius: CGFloat
        /// Whether the point is a corner of the bubble (not one of the arrow's).
        var isCorner = false
    }

    /// The bubble's corners, clockwise from the top left.
    private static func corners(of rect: CGRect, radius: CGFloat) -> [Point] {
        [
            Point(point: CGPoint(x: rect.minX, y: rect.minY), radius: radius, isCorner: true),
            Point(point: CGPoint(x: rect.maxX, y: rect.minY), radius: radius, isCorner: true),
            Point(point: CGPoint(x: rect.maxX, y: rect.maxY), radius: radius, isCorner: true),
            Point(point: CGPoint(x: rect.minX, y: rect.maxY), radius: radius, isCorner: true),
        ]
    }

    /// The arrow's base start, tip and base end along a side running from `low` to `high` (`edge` maps a
    /// position on the side to a point), for a tip at `position`; its tip is filled in by `pin`.
    private static func arrow(
        along low: CGFloat, _ high: CGFloat, at position: CGFloat, radius: CGFloat, edge: (CGFloat) -> CGPoint
    ) -> [Point] {
        let half = PopoverMetrics.arrowBase / 2
        let clearance = radius + PopoverMetrics.arrowCornerClearance - half
        // Too close to a corner, the base is pinned against it (and `pin` squares that corner).
        var start = position - half
        if start < low + clearance { start = low }
        if start + 2 * half > high - clearance { start = high - 2 * half }
        start = PopoverPlacement.clamp(start, low, high - 2 * half)
        return [
            Point(point: edge(start), radius: 0), Point(point: edge(position), radius: -1),
            Point(point: edge(start + 2 * half), radius: 0),
        ]
    }

    /// Puts the tip in place (the arrow's middle point) and squares a corner the arrow's base reaches.
    private static func pin(_ points: inout [Point], tip: CGPoint) {
        guard let index = points.firstIndex(where: { $0.radius < 0 }) else { return }
        points[index] = Point(point: tip, radius: 0)
        for neighbour in [index - 2, index + 2] {
            let base = points[(index + (neighbour < index ? -1 : 1) + points.count) % points.count].point
            let corner = (neighbour + points.count) % points.count
            if abs(points[corner].point.x - base.x) < 0.5 && abs(points[corner].point.y - base.y) < 0.5 {
                points[corner].radius = 0
            }
        }
    }

    /// The closed outline through `points`, rounding each corner by its radius.
    private static func outline(_ unrotated: [Point]) -> CGPath {
        let path = CGMutablePath()
        // Start halfway along a side with no arrow (so never inside a rounded corner or the arrow's base).
        let count = unrotated.count
        guard
            let startIndex = unrotated.indices.first(where: {
                unrotated[$0].isCorner && unrotated[($0 + count - 1) % count].isCorner
            })
        else { return path }
        let points = Array(unrotated[startIndex...] + unrotated[..<startIndex])
        let first = points[0].point
        let last = points[count - 1].point
        path.move(to: CGPoint(x: (last.x + first.x) / 2, y: (last.y + first.y) / 2))
        for (index, current) in points.enumerated() {
            let next = points[(index + 1) % count].point
            if current.radius > 0 {
                path.addArc(tangent1End: current.point, tangent2End: next, radius: current.radius)
            } else {
                path.addLine(to: current.point)
            }
        }
        path.closeSubpath()
        return path
    }
}
