import Foundation

extension CAKeyframeAnimation {
    /// Where along ``path`` the animation is at cycle fraction `f`, and the direction of travel there
    /// (radians, y down; nil where the path does not move). Nil without a path or when it draws nothing.
    ///
    /// The path's vertices are the keyframes. `.linear` and `.cubic` give each segment equal time (or
    /// the span between valid ``keyTimes``, eased by ``timingFunctions``) and move along the segment's
    /// own curve, which already is the smooth path the cubic modes would otherwise construct;
    /// `.paced` and `.cubicPaced` move at constant speed along the whole path; `.discrete` jumps from
    /// vertex to vertex.
    func pathSample(atFraction f: Double) -> (point: (x: Double, y: Double), heading: Double?)? {
        guard let path else { return nil }
        let route = KeyframePath(path.path)
        let segments = route.segments
        guard !segments.isEmpty else { return nil }
        let f = f.isNaN ? 0 : f
        let position: (segment: Int, t: Double)
        switch calculationMode {
        case .discrete:
            let n = segments.count + 1
            let times =
                validKeyTimes(count: n + 1) ?? validKeyTimes(count: n) ?? (0...n).map { Double($0) / Double(n) }
            let vertex = min(times.lastIndex { $0 <= f } ?? 0, n - 1)
            position = vertex < segments.count ? (vertex, 0) : (segments.count - 1, 1)
        case .paced, .cubicPaced:
            position = route.pacedPosition(f)
        default:
            let n = segments.count + 1
            let times = validKeyTimes(count: n) ?? (0..<n).map { Double($0) / Double(n - 1) }
            if f <= times[0] {
                position = (0, 0)
            } else if f >= times[n - 1] {
                position = (segments.count - 1, 1)
            } else {
                let found = segment(times: times, f: f, segmentEasing: true)
                position = (found.index, found.fraction)
            }
        }
        let piece = segments[position.segment]
        return (piece.point(at: position.t), piece.heading(at: position.t))
    }
}

/// Whether a keyframe animation along a path turns the layer to follow it, as in Core Animation.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string value, as Core Animation spells it (`"auto"`, `"autoReverse"`).
    public let rawValue: String

    /// Creates a mode from its string value. Unknown values behave like `.rotateAuto`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer's x axis points along the path's direction of travel.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer's x axis points against the direction of travel (turned half a turn).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
