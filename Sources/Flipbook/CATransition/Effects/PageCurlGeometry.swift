import Foundation

/// The page as a sheet rolled over a cylinder whose axis is the "curl line".
///
/// Positions along the motion are measured by `t = dot(point, direction)`. The curl line sits at
/// `t = line`; the part of the page the line has already passed (`t < line`, at arc length
/// `s = line − t` from the line) is wrapped round a cylinder of radius `radius` lying on the page, and
/// beyond half a turn it lies flat again, face down, on top of the page (the "flap"). Seen from the
/// front (orthographically), the cylinder bulges `radius` past the line; its first quarter shows the
/// page's front, the second quarter and the flap show its back.
struct PageCurlGeometry {
    /// Unit vector of the curl's motion across the page.
    var direction: (x: Double, y: Double)
    /// Position of the curl line along `direction`.
    var line: Double
    /// Cylinder radius in pixels.
    var radius: Double

    /// Where a page point appears on screen, and its angle round the cylinder (0 on the flat page,
    /// π on the flap).
    func map(_ p: Point2) -> (point: Point2, angle: Double) {
        let t = p.x * direction.x + p.y * direction.y
        let s = line - t
        let shifted: Double, angle: Double
        if s <= 0 {
            return (p, 0)
        } else if s <= .pi * radius {
            angle = s / radius
            shifted = line - radius * sin(angle)
        } else {
            angle = .pi
            shifted = line + (s - .pi * radius)
        }
        let delta = shifted - t
        return (Point2(x: p.x + direction.x * delta, y: p.y + direction.y * delta), angle)
    }

    /// The region of the page between `t = lower` and `t = upper`, as page points.
    func region(of page: ConvexPolygon, from lower: Double, to upper: Double) -> ConvexPolygon {
        page.slab(a: direction.x, b: direction.y, from: lower, to: upper)
    }
}
