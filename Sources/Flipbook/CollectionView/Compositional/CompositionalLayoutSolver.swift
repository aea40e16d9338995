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
/// equally. An item's content insets shrink its frame inside its slot. Estimated lengths self-size: an item's
/// take the size its cell measured (`Section.measuredItemSizes`), a group's its content's extent (the group
/// placement is in `CompositionalItemPlacer`). Top boundary items stack before the
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
        /// Which lengths of each item are estimated (its cell measures them).
        var itemSelfSizing: [SelfSizingAxes] = []
        /// The views anchored to items, by item index, in layout coordinates (placed on the items' frames).
        var itemSupplementaries: [Int: [CompositionalSpec.ItemSupplementary]] = [:]
        /// The whole section: across the container, over its extent (boundary items included).
        var frame = CGRect.zero
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
            let size = boundary.resolvedSize(in: boundaryContainer)
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
        var placer = CompositionalItemPlacer(measured: section.measuredItemSizes)
        if let behavior = section.orthogonal {
            var x = insets.leading
            var thickness: CGFloat = 0
            var groupFrames: [CGRect] = []
            while remaining > 0 {
                let before = remaining
                let groupSize = placer.measure(
                    section.group, in: groupContainer, firstItem: placer.frames.count, remaining: remaining
                ).size
                placer.place(section.group, size: groupSize, at: CGPoint(x: x, y: cursor), remaining: &remaining)
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
                let groupSize = placer.measure(
                    section.group, in: groupContainer, firstItem: placer.frames.count, remaining: remaining
                ).size
                placer.place(
                    section.group, size: groupSize, at: CGPoint(x: insets.leading, y: cursor), remaining: &remaining)
                cursor += groupSize.height
                if remaining == before { break }
            }
            cursor += insets.bottom
        }
        result.items = placer.frames
        result.itemSelfSizing = placer.selfSizing
        result.itemSupplementaries = placer.itemSupplementaries
        let contentBottom = cursor
        for (index, boundary) in section.boundaries.enumerated() where boundary.alignment.isBottom {
            let height = boundary.resolvedSize(in: boundaryContainer).height
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
        result.frame = CGRect(x: 0, y: top, width: width, height: cursor - top)
        return result
    }
}

extension CompositionalSpec.Alignment {
    /// Whether the item sits before the section's content (vertical scrolling).
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item sits after the section's content.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
