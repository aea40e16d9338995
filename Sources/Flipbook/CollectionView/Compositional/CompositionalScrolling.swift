import Foundation

/// The compositional layout's scrolling arithmetic, free of views: where a pinned boundary item sits for a
/// visible range, and where an orthogonally scrolling section comes to rest after a drag.
enum CompositionalScrolling {
    /// The position (along the scroll direction) of a boundary item pinned to the visible bounds: a leading
    /// (top) item stays at the visible start while its section passes under it, pushed away by the section's
    /// end; a trailing (bottom) item stays at the visible end, never above the section's start.
    static func pinnedPosition(
        of position: CGFloat, length: CGFloat, leading: Bool, section: ClosedRange<CGFloat>,
        visible: ClosedRange<CGFloat>
    ) -> CGFloat {
        if leading {
            return max(position, min(visible.lowerBound, section.upperBound - length))
        }
        return min(position, max(visible.upperBound - length, section.lowerBound))
    }

    /// Where an orthogonal section's scroll offset rests when a drag that started at `start` lets go at
    /// `proposed`. `groups` are the groups' ranges along the band at offset zero, `viewport` the band's visible
    /// length, `leadingInset` the section's leading inset and `maximum` the largest offset. Continuous scrolling
    /// stays where it is; `continuousGroupLeadingBoundary` and `groupPaging` settle with a group's leading edge at
    /// the leading inset (group paging moves one group at most); `groupPagingCentered` centres a group (one at
    /// most); `paging` settles on a multiple of the viewport (one page at most). Every result is clamped to
    /// `0...maximum`.
    static func restingOffset(
        _ behavior: CompositionalSpec.OrthogonalBehavior, start: CGFloat, proposed: CGFloat,
        groups: [ClosedRange<CGFloat>], viewport: CGFloat, leadingInset: CGFloat, maximum: CGFloat
    ) -> CGFloat {
        let upper = max(0, maximum)
        func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), upper) }
        let stops: [CGFloat]
        switch behavior {
        case .continuous:
            return clamp(proposed)
        case .paging:
            guard viewport > 0 else { return clamp(proposed) }
            let startPage = (start / viewport).rounded()
            let page = min(max((proposed / viewport).rounded(), startPage - 1), startPage + 1)
            return clamp(page * viewport)
        case .continuousGroupLeadingBoundary, .groupPaging:
            stops = groups.map { clamp($0.lowerBound - leadingInset) }
        case .groupPagingCentered:
            stops = groups.map { clamp(($0.lowerBound + $0.upperBound) / 2 - viewport / 2) }
        }
        guard !stops.isEmpty else { return clamp(proposed) }
        let nearest = { (target: CGFloat) -> Int in
            stops.indices.min { abs(stops[$0] - target) < abs(stops[$1] - target) }!
        }
        var index = nearest(proposed)
        if behavior != .continuousGroupLeadingBoundary {
            let from = nearest(start)
            index = min(max(index, from - 1), from + 1)
        }
        return stops[index]
    }
}
