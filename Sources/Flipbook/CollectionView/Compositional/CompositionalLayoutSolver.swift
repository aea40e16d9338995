import Foundation

/// The compositional layout's arithmetic, free of views: each section repeats its group until its items run
/// out, groups stack in the scroll direction (or run across it in an orthogonally scrolling section), and
/// boundary supplementary items sit before and after the section's content.
///
/// The rules: a section's group resolves its fractional sizes against the container's effective size less
/// the section's content insets; a subitem resolves against its group's size less the group's content insets.
/// A horizontal or vertical group fills its length with its subitems, cycling through them while the next
/// one fits (always at least one), or with exactly `repeating` copies of its first subitem sharing the length.
/// Edge spacing and inter-item spacing move items; flexible spacings share whatever length is left over
/// equally. An item's content insets shrink its frame inside its slot. Top boundary items stack before the
/// section's top inset, bottom ones after its bottom inset; with `supplementariesFollowContentInsets` they
/// span the section's inset width.
///
/// The solver works for vertical scrolling; a horizontally scrolling layout is solved transposed
/// (`CompositionalSpec.Section.transposed`) and its frames turned back.
struct CompositionalLayoutSolver {
    /// A boundary item's frame, by its index in the section's boundary list.
    struct PlacedBoundary: Equatable {
        var index: Int
        var frame: CGRect
    }

    /// The band an orthogonally scrolling section's groups run along, and how far they reach.
    struct Orthogonal: Equatable {
        /// The band, across the whole container, from the section's top inset to its bottom inset.
        var frame: CGRect
        /// How long the groups' run is, trailing inset included (the band's scrollable content length).
        var contentLength: CGFloat
        /// Each group's frame, at scroll offset zero.
        var groupFrames: [CGRect]
        var behavior: CompositionalSpec.OrthogonalBehavior
        /// The section's leading content inset (groups start there).
        var leadingInset: CGFloat
    }

    /// One section's result, in content coordinates.
    struct PlacedSection: Equatable {
        var items: [CGRect] = []
        var boundaries: [PlacedBoundary] = []
        /// The section's extent in the scroll direction, boundary items included.
        var span: ClosedRange<CGFloat> = 0...0
        var orthogonal: Orthogonal?
    }

    /// The container's effective content size (the collection view's bounds less its content insets).
    var containerSize: CGSize
    /// The gap between consecutive sections.
    var interSectionSpacing: CGFloat = 0

    /// Places every section; returns them and the content size.
    func place(_ sections: [CompositionalSpec.Section]) -> (sections: [PlacedSection], contentSize: CGSize) {
        var cursor: CGFloat = 0
        var placed: [PlacedSection] = []
        for (number, section) in sections.enumerated() {
            if number > 0 { cursor += interSectionSpacing }
            let result = place(section, at: cursor)
            cursor = result.span.upperBound
            placed.append(result)
        }
        return (placed, CGSize(width: containerSize.width, height: cursor))
    }

    /// Places one section starting at `top`.
    func place(_ section: CompositionalSpec.Section, at top: CGFloat) -> PlacedSection {
        let insets = section.contentInsets
        let width = containerSize.width
        let contentWidth = max(0, width - insets.leading - insets.trailing)
        let groupContainer = CGSize(
            width: contentWidth, height: max(0, containerSize.height - insets.top - insets.bottom))
        var result = PlacedSection()
        var cursor = top
        let boundaryWidth = section.supplementariesFollowContentInsets ? contentWidth : width
        let boundaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let boundaryContainer = CGSize(width: boundaryWidth, height: containerSize.height)
        func boundaryFrame(_ boundary: CompositionalSpec.Boundary, y: CGFloat) -> CGRect {
            let size = boundary.size.resolve(in: boundaryContainer)
            let x: CGFloat
            switch boundary.alignment {
            case .topLeading, .bottomLeading, .leading: x = boundaryX
            case .topTrailing, .bottomTrailing, .trailing: x = boundaryX + boundaryWidth - size.width
            case .top, .bottom: x = boundaryX + (boundaryWidth - size.width) / 2
            }
            return CGRect(x: x + boundary.offset.x, y: y + boundary.offset.y, width: size.width, height: size.height)
        }
        for (index, boundary) in section.boundaries.enumerated() where boundary.alignment.isTop {
            let frame = boundaryFrame(boundary, y: boundary.extendsBoundary ? cursor : top)
            result.boundaries.append(PlacedBoundary(index: index, frame: frame))
            if boundary.extendsBoundary { cursor += frame.height }
        }
        let contentTop = cursor
        cursor += insets.top
        var remaining = section.itemCount
        let groupSize = section.group.size.resolve(in: groupContainer)
        if let behavior = section.orthogonal {
            var x = insets.leading
            var thickness: CGFloat = 0
            var groupFrames: [CGRect] = []
            while remaining > 0 {
                let before = remaining
                place(
                    section.group, size: groupSize, at: CGPoint(x: x, y: cursor), remaining: &remaining,
                    into: &result.items)
                groupFrames.append(CGRect(origin: CGPoint(x: x, y: cursor), size: groupSize))
                thickness = max(thickness, groupSize.height)
                x += groupSize.width + section.interGroupSpacing
                if remaining == before { break }
            }
            let contentLength = groupFrames.isEmpty ? 0 : x - section.interGroupSpacing + insets.trailing
            cursor += thickness + insets.bottom
            result.orthogonal = Orthogonal(
                frame: CGRect(x: 0, y: contentTop, width: width, height: cursor - contentTop),
                contentLength: contentLength, groupFrames: groupFrames, behavior: behavior,
                leadingInset: insets.leading)
        } else {
            var first = true
            while remaining > 0 {
                if !first { cursor += section.interGroupSpacing }
                first = false
                let before = remaining
                place(
                    section.group, size: groupSize, at: CGPoint(x: insets.leading, y: cursor),
                    remaining: &remaining, into: &result.items)
                cursor += groupSize.height
                if remaining == before { break }
            }
            cursor += insets.bottom
        }
        let contentBottom = cursor
        for (index, boundary) in section.boundaries.enumerated() where boundary.alignment.isBottom {
            let height = boundary.size.resolve(in: boundaryContainer).height
            let frame = boundaryFrame(boundary, y: boundary.extendsBoundary ? cursor : contentBottom - height)
            result.boundaries.append(PlacedBoundary(index: index, frame: frame))
            if boundary.extendsBoundary { cursor += frame.height }
        }
        for (index, boundary) in section.boundaries.enumerated()
        where !boundary.alignment.isTop && !boundary.alignment.isBottom {
            result.boundaries.append(PlacedBoundary(index: index, frame: boundaryFrame(boundary, y: contentTop)))
        }
        result.boundaries.sort { $0.index < $1.index }
        result.span = top...cursor
        return result
    }

    /// Places `group` (already resolved to `size`) at `origin`, appending one frame per item it holds until
    /// `remaining` items are used up.
    func place(
        _ group: CompositionalSpec.Group, size: CGSize, at origin: CGPoint, remaining: inout Int,
        into frames: inout [CGRect]
    ) {
        let insets = group.contentInsets
        let inner = CGRect(
            x: origin.x + insets.leading, y: origin.y + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        switch group.arrangement {
        case .custom(let customFrames):
            for frame in customFrames where remaining > 0 {
                frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
                remaining -= 1
            }
        case .horizontal(let repeating):
            placeLine(group, inner: inner, vertical: false, repeating: repeating, remaining: &remaining, into: &frames)
        case .vertical(let repeating):
            placeLine(group, inner: inner, vertical: true, repeating: repeating, remaining: &remaining, into: &frames)
        }
    }

    /// One subitem's place in a line: its size and the spacings around it, along and across the line.
    private struct Slot {
        var element: CompositionalSpec.Element
        var size: CGSize
        var before: CompositionalSpec.Spacing?
        var after: CompositionalSpec.Spacing?
        var crossOffset: CGFloat
    }

    private func placeLine(
        _ group: CompositionalSpec.Group, inner: CGRect, vertical: Bool, repeating: Int?, remaining: inout Int,
        into frames: inout [CGRect]
    ) {
        guard !group.subitems.isEmpty else { return }
        let along = vertical ? inner.height : inner.width
        let gap = group.interItemSpacing?.points ?? 0
        func slot(_ element: CompositionalSpec.Element, length: CGFloat?) -> Slot {
            let (spec, edges) = element.sizeAndEdges
            var size = spec.resolve(in: inner.size)
            if let length {
                if vertical { size.height = length } else { size.width = length }
            }
            return Slot(
                element: element, size: size, before: vertical ? edges?.top : edges?.leading,
                after: vertical ? edges?.bottom : edges?.trailing,
                crossOffset: (vertical ? edges?.leading : edges?.top)?.points ?? 0)
        }
        var slots: [Slot] = []
        var used: CGFloat = 0
        if let repeating {
            let count = max(1, repeating)
            let probe = slot(group.subitems[0], length: nil)
            let edges = (probe.before?.points ?? 0) + (probe.after?.points ?? 0)
            let length = max(0, (along - gap * CGFloat(count - 1)) / CGFloat(count) - edges)
            slots = Array(repeating: slot(group.subitems[0], length: length), count: count)
            used = CGFloat(count) * (length + edges) + gap * CGFloat(count - 1)
        } else {
            var index = 0
            while slots.count < 10_000 {
                let next = slot(group.subitems[index % group.subitems.count], length: nil)
                let length = vertical ? next.size.height : next.size.width
                let need =
                    length + (next.before?.points ?? 0) + (next.after?.points ?? 0) + (slots.isEmpty ? 0 : gap)
                if !slots.isEmpty && used + need > along + 0.0001 { break }
                slots.append(next)
                used += need
                index += 1
                if need <= 0 { break }
            }
        }
        let flexibleGaps = group.interItemSpacing?.isFlexible == true ? slots.count - 1 : 0
        let flexibleEdges = slots.reduce(0) {
            $0 + ($1.before?.isFlexible == true ? 1 : 0) + ($1.after?.isFlexible == true ? 1 : 0)
        }
        let flexibleCount = flexibleGaps + flexibleEdges
        let extra = flexibleCount > 0 ? max(0, along - used) / CGFloat(flexibleCount) : 0
        func spacing(_ spacing: CompositionalSpec.Spacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.points + (spacing.isFlexible ? extra : 0)
        }
        var cursor: CGFloat = 0
        for (number, slot) in slots.enumerated() {
            guard remaining > 0 else { return }
            if number > 0 { cursor += spacing(group.interItemSpacing) }
            cursor += spacing(slot.before)
            let origin =
                vertical
                ? CGPoint(x: inner.minX + slot.crossOffset, y: inner.minY + cursor)
                : CGPoint(x: inner.minX + cursor, y: inner.minY + slot.crossOffset)
            switch slot.element {
            case .item(let item):
                frames.append(CGRect(origin: origin, size: slot.size).inset(by: item.contentInsets))
                remaining -= 1
            case .group(let nested):
                place(nested, size: slot.size, at: origin, remaining: &remaining, into: &frames)
            }
            cursor += (vertical ? slot.size.height : slot.size.width) + spacing(slot.after)
        }
    }
}

extension CompositionalSpec.Element {
    /// The element's size and edge spacing, whichever kind it is.
    fileprivate var sizeAndEdges: (CompositionalSpec.Size, CompositionalSpec.EdgeSpacing?) {
        switch self {
        case .item(let item): (item.size, item.edgeSpacing)
        case .group(let group): (group.size, group.edgeSpacing)
        }
    }
}

extension CompositionalSpec.Alignment {
    /// Whether the item sits before the section's content (vertical scrolling).
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item sits after the section's content.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (never below zero size).
    fileprivate func inset(by insets: CompositionalSpec.Insets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}
