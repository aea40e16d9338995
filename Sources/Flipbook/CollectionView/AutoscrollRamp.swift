import Foundation

/// How fast a collection view scrolls by itself while an interactive movement's finger rests near one of its
/// visible edges, free of views: nothing outside a zone of ``zone`` points along each edge, then faster the
/// deeper the finger is in the zone, up to ``maximumSpeed`` at the edge (and beyond it). UIKit publishes no
/// figures for its autoscroll; these are Flipbook's.
enum AutoscrollRamp {
    /// The depth of each edge's zone, in points (a third of the visible length when that is shorter).
    static let zone: CGFloat = 50
    /// The speed at the edge, in points per second.
    static let maximumSpeed: CGFloat = 800

    /// The scrolling speed along one axis (negative: towards the start) for a finger at `finger` over the visible
    /// range `visible` (both in content coordinates).
    static func speed(finger: CGFloat, visible: ClosedRange<CGFloat>) -> CGFloat {
        let length = visible.upperBound - visible.lowerBound
        guard length > 0 else { return 0 }
        let depth = min(zone, length / 3)
        let fromStart = finger - visible.lowerBound
        let fromEnd = visible.upperBound - finger
        if fromStart < depth { return -maximumSpeed * (1 - max(0, fromStart) / depth) }
        if fromEnd < depth { return maximumSpeed * (1 - max(0, fromEnd) / depth) }
        return 0
    }
}
