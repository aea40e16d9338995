import Foundation

/// Where a popover goes: the pure geometry of UIKit's popover placement, free of views.
///
/// For each permitted arrow direction the popover takes the room on that side of the source rect, inside
/// the allowed area (the container inset by the safe area and `popoverLayoutMargins`). The direction is the
/// one whose popover shows the whole preferred content size; when several do, the one with the most room
/// (a published iOS 26.1 measurement on iPad: a view in the upper left gets its popover to its right, where
/// there is most room, a tab bar item gets it above); when none does, the one showing the most of it. Ties
/// go up, down, left, right. The bubble is centred on the source along the edge it points from, moved back
/// inside the allowed area, and the arrow's tip touches the source rect's middle on that side.
struct PopoverPlacement: Equatable {
    /// The side of the bubble the arrow stands on, named, as UIKit's `UIPopoverArrowDirection`, by where the
    /// arrow points: `.up` means the popover sits below the source.
    enum Direction: CaseIterable, Equatable {
        case up, down, left, right

        /// Whether the arrow is on a horizontal edge (top or bottom).
        var isVertical: Bool { self == .up || self == .down }
    }

    /// The popover's frame: the bubble and the arrow.
    var frame: CGRect
    /// The bubble (the rounded rectangle).
    var bubble: CGRect
    /// The arrow's direction; `nil` when no direction had room and the popover shows without an arrow.
    var direction: Direction?
    /// The tip of the arrow (on the source rect's edge), in the same coordinates as `frame`.
    var tip: CGPoint

    /// What the placement depends on.
    struct Request {
        /// The area the popover must stay in.
        var area: CGRect
        /// The rect the arrow points at.
        var source: CGRect
        /// The content size wanted; a zero width means `PopoverMetrics.defaultWidth`, a zero height all the
        /// room there is.
        var preferredSize: CGSize
        /// The directions allowed, in order of preference for ties.
        var permitted: [Direction]
        /// Whether the popover may cover the source rect when it does not fit beside it.
        var canOverlapSource: Bool
    }

    /// A placement with these parts.
    init(frame: CGRect, bubble: CGRect, direction: Direction?, tip: CGPoint) {
        self.frame = frame
        self.bubble = bubble
        self.direction = direction
        self.tip = tip
    }

    /// The placement for `request`.
    init(_ request: Request) {
        let candidates = request.permitted.compactMap { Candidate(request, $0) }
        let wanted = Self.wantedSize(request)
        let fitting = candidates.filter { $0.size.width >= wanted.width && $0.size.height >= wanted.height }
        let best =
            fitting.isEmpty
            ? Self.first(of: candidates, by: { $0.size.width * $0.size.height })
            : Self.first(of: fitting, by: { $0.room.width * $0.room.height })
        guard let best else {
            self = Self.arrowless(request, size: wanted)
            return
        }
        self = best.placement(request)
    }

    /// The first candidate with the largest `score` (earlier ones win ties).
    private static func first(of candidates: [Candidate], by score: (Candidate) -> CGFloat) -> Candidate? {
        var best: Candidate?
        for candidate in candidates where best.map({ score(candidate) > score($0) }) ?? true { best = candidate }
        return best
    }

    /// The size the content asks for (see `Request.preferredSize`).
    static func wantedSize(_ request: Request) -> CGSize {
        let width = request.preferredSize.width > 0 ? request.preferredSize.width : PopoverMetrics.defaultWidth
        let height = request.preferredSize.height > 0 ? request.preferredSize.height : request.area.height
        return CGSize(width: width, height: height)
    }

    /// No direction has room: the bubble, as large as fits, centred on the source inside the area.
    private static func arrowless(_ request: Request, size wanted: CGSize) -> PopoverPlacement {
        let area = request.area
        let size = CGSize(width: min(wanted.width, max(area.width, 0)), height: min(wanted.height, max(area.height, 0)))
        let x = clamp(request.source.midX - size.width / 2, area.minX, area.maxX - size.width)
        let y = clamp(request.source.midY - size.height / 2, area.minY, area.maxY - size.height)
        let bubble = CGRect(origin: CGPoint(x: x, y: y), size: size)
        return PopoverPlacement(
            frame: bubble, bubble: bubble, direction: nil, tip: CGPoint(x: bubble.midX, y: bubble.midY))
    }

    /// `value` kept inside `low...high` (`low` when the range is empty).
    static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(low, min(value, high))
    }

    /// One direction's room and the content size it can show.
    private struct Candidate {
        let direction: Direction
        /// The room beside the source for the bubble (the arrow's height taken off).
        let room: CGSize
        /// The content size shown: the wanted size, cut to the room.
        let size: CGSize

        init?(_ request: Request, _ direction: Direction) {
            let area = request.area
            let source = request.source
            let arrow = PopoverMetrics.arrowHeight
            let room: CGSize
            switch direction {
            case .up: room = CGSize(width: area.width, height: area.maxY - source.maxY - arrow)
            case .down: room = CGSize(width: area.width, height: source.minY - area.minY - arrow)
            case .left: room = CGSize(width: area.maxX - source.maxX - arrow, height: area.height)
            case .right: room = CGSize(width: source.minX - area.minX - arrow, height: area.height)
            }
            let minimum = 2 * PopoverMetrics.cornerRadius + PopoverMetrics.arrowBase
            let wanted = PopoverPlacement.wantedSize(request)
            // Covering the source, the bubble may use the whole area along the arrow's axis.
            let usable =
                request.canOverlapSource
                ? (direction.isVertical
                    ? CGSize(width: room.width, height: area.height - arrow)
                    : CGSize(width: area.width - arrow, height: room.height))
                : room
            let size = CGSize(width: min(wanted.width, usable.width), height: min(wanted.height, usable.height))
            guard size.width >= minimum, size.height >= minimum else { return nil }
            self.direction = direction
            self.room = room
            self.size = size
        }

        /// The bubble beside the source, centred on it and kept inside the area, and the arrow's tip.
        func placement(_ request: Request) -> PopoverPlacement {
            let area = request.area
            let source = request.source
            let arrow = PopoverMetrics.arrowHeight
            let half = PopoverMetrics.arrowBase / 2
            var bubble = CGRect(origin: .zero, size: size)
            var frame: CGRect
            let tip: CGPoint
            if direction.isVertical {
                bubble.origin.x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
                if direction == .up {
                    bubble.origin.y = min(source.maxY + arrow, area.maxY - size.height)
                } else {
                    bubble.origin.y = max(source.minY - arrow - size.height, area.minY)
                }
                let x = clamp(source.midX, bubble.minX + half, bubble.maxX - half)
                tip = CGPoint(x: x, y: direction == .up ? bubble.minY - arrow : bubble.maxY + arrow)
                frame = bubble
                frame.size.height += arrow
                if direction == .up { frame.origin.y -= arrow }
            } else {
                bubble.origin.y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
                if direction == .left {
                    bubble.origin.x = min(source.maxX + arrow, area.maxX - size.width)
                } else {
                    bubble.origin.x = max(source.minX - arrow - size.width, area.minX)
                }
                let y = clamp(source.midY, bubble.minY + half, bubble.maxY - half)
                tip = CGPoint(x: direction == .left ? bubble.minX - arrow : bubble.maxX + arrow, y: y)
                frame = bubble
                frame.size.width += arrow
                if direction == .left { frame.origin.x -= arrow }
            }
            return PopoverPlacement(frame: frame, bubble: bubble, direction: direction, tip: tip)
        }
    }
}
