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
    func map(_ p: DevicePoint) -> (point: DevicePoint, angle: Double) {
        let t = p.x * direction.x + p.y * direction.y
        let s = line - t
        let shifted: Double
        let angle: Double
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
        return (DevicePoint(x: p.x + direction.x * delta, y: p.y + direction.y * delta), angle)
    }

    /// The page cut across the motion at `cuts` (ascending positions along `direction`, `±.infinity`
    /// for open ends): piece `i` lies between `cuts[i]` and `cuts[i + 1]`. Neighbouring pieces share
    /// their vertices exactly, so meshes built from them have no seams.
    func pieces(of page: ConvexPolygon, at cuts: [Double]) -> [ConvexPolygon] {
        page.slices(a: direction.x, b: direction.y, at: cuts)
    }
}
