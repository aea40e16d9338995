import Foundation

/// Places the items of one compositional section's groups, one frame per item in item order. An item's
/// estimated lengths give way to the size its cell measured (by item index); a group's estimated lengths are
/// its content's extent, found by placing its items once on trial; the siblings of a line whose length is
/// uniform across siblings share the largest.
///
/// A line (horizontal or vertical group) holds as many subitems as fit its length, cycling through them, or
/// exactly `repeating` copies of its first subitem sharing the length; when its own length is estimated it
/// holds each subitem once and grows to fit them.
struct CompositionalItemPlacer {
    /// Measured sizes by item index in the section.
    let measured: [Int: CGSize]
    /// The index of the first item this placer places (a trial placement starts mid-section).
    let firstItem: Int
    /// The frames placed so far, in item order.
    private(set) var frames: [CGRect] = []
    /// Which lengths of each placed item are estimated (custom groups' items have none).
    private(set) var selfSizing: [SelfSizingAxes] = []
    /// The views anchored to placed items, by item index (in the section).
    private(set) var itemSupplementaries: [Int: [CompositionalSpec.ItemSupplementary]] = [:]

    init(measured: [Int: CGSize], firstItem: Int = 0) {
        self.measured = measured
        self.firstItem = firstItem
    }

    /// The size of `group` in `container` when its items start at `firstItem`, with at most `remaining` items
    /// left: its dimensions resolved, estimated ones replaced by its content's extent (when it holds any item).
    /// Also how many items it holds (exact whenever there are measured sizes to look up).
    func measure(
        _ group: CompositionalSpec.Group, in container: CGSize, firstItem: Int, remaining: Int
    ) -> (size: CGSize, itemCount: Int) {
        let provisional = group.size.resolve(in: container)
        let estimated = group.size.width.isEstimated || group.size.height.isEstimated
        guard estimated || !measured.isEmpty else { return (provisional, 0) }
        var trial = Self(measured: measured, firstItem: firstItem)
        var left = remaining
        let extent = trial.place(group, size: provisional, at: .zero, remaining: &left)
        guard estimated, !trial.frames.isEmpty else { return (provisional, trial.frames.count) }
        let size = CGSize(
            width: group.size.width.isEstimated ? extent.width : provisional.width,
            height: group.size.height.isEstimated ? extent.height : provisional.height)
        return (size, trial.frames.count)
    }

    /// Places `group` (resolved to `size`) at `origin`, appending one frame per item it holds until
    /// `remaining` items are used up. Returns the extent its content reached, content insets included.
    @discardableResult
    mutating func place(
        _ group: CompositionalSpec.Group, size: CGSize, at origin: CGPoint, remaining: inout Int
    ) -> CGSize {
        let insets = group.contentInsets
        let inner = CGRect(
            x: origin.x + insets.leading, y: origin.y + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let content: CGSize
        switch group.arrangement {
        case .custom(let customFrames):
            var extent = CGSize.zero
            for frame in customFrames where remaining > 0 {
                frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
                selfSizing.append(SelfSizingAxes())
                remaining -= 1
                extent = CGSize(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
            }
            return extent
        case .horizontal(let repeating):
            content = placeLine(group, inner: inner, vertical: false, repeating: repeating, remaining: &remaining)
        case .vertical(let repeating):
            content = placeLine(group, inner: inner, vertical: true, repeating: repeating, remaining: &remaining)
        }
        return CGSize(
            width: content.width + insets.leading + insets.trailing,
            height: content.height + insets.top + insets.bottom)
    }

    /// One subitem's place in a line: its size and the spacings around it, along and across the line.
    private struct Slot {
        var element: CompositionalSpec.Element
        var size: CGSize
        var before: CompositionalSpec.Spacing?
        var after: CompositionalSpec.Spacing?
        var crossOffset: CGFloat
    }

    /// Places a line's slots; returns the extent reached (width and height).
    private mutating func placeLine(
        _ group: CompositionalSpec.Group, inner: CGRect, vertical: Bool, repeating: Int?, remaining: inout Int
    ) -> CGSize {
        guard !group.subitems.isEmpty else { return .zero }
        let grows = vertical ? group.size.height.isEstimated : group.size.width.isEstimated
        let along = vertical ? inner.height : inner.width
        let (slots, used) = self.slots(
            of: group, inner: inner.size, vertical: vertical, repeating: repeating, grows: grows, remaining: remaining)
        let flexibleGaps = group.interItemSpacing?.isFlexible == true ? slots.count - 1 : 0
        let flexibleEdges = slots.reduce(0) {
            $0 + ($1.before?.isFlexible == true ? 1 : 0) + ($1.after?.isFlexible == true ? 1 : 0)
        }
        let flexibleCount = flexibleGaps + flexibleEdges
        let extra = flexibleCount > 0 && !grows ? max(0, along - used) / CGFloat(flexibleCount) : 0
        func spacing(_ spacing: CompositionalSpec.Spacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.points + (spacing.isFlexible ? extra : 0)
        }
        var cursor: CGFloat = 0
        var across: CGFloat = 0
        for (number, slot) in slots.enumerated() {
            guard remaining > 0 else { break }
            if number > 0 { cursor += spacing(group.interItemSpacing) }
            cursor += spacing(slot.before)
            let origin =
                vertical
                ? CGPoint(x: inner.minX + slot.crossOffset, y: inner.minY + cursor)
                : CGPoint(x: inner.minX + cursor, y: inner.minY + slot.crossOffset)
            switch slot.element {
            case .item(let item):
                if !item.supplementaries.isEmpty {
                    itemSupplementaries[firstItem + frames.count] = item.supplementaries
                }
                frames.append(CGRect(origin: origin, size: slot.size).inset(by: item.contentInsets))
                selfSizing.append(
                    SelfSizingAxes(width: item.size.width.isEstimated, height: item.size.height.isEstimated))
                remaining -= 1
            case .group(let nested):
                place(nested, size: slot.size, at: origin, remaining: &remaining)
            }
            cursor += (vertical ? slot.size.height : slot.size.width) + spacing(slot.after)
            across = max(across, slot.crossOffset + (vertical ? slot.size.width : slot.size.height))
        }
        return vertical ? CGSize(width: across, height: cursor) : CGSize(width: cursor, height: across)
    }

    /// The slots of a line and the length they use (fixed spacing included).
    private func slots(
        of group: CompositionalSpec.Group, inner: CGSize, vertical: Bool, repeating: Int?, grows: Bool,
        remaining: Int
    ) -> ([Slot], CGFloat) {
        let along = vertical ? inner.height : inner.width
        let gap = group.interItemSpacing?.points ?? 0
        var nextItem = firstItem + frames.count
        var left = remaining
        func slot(_ element: CompositionalSpec.Element, length: CGFloat?) -> Slot {
            let (spec, edges) = element.sizeAndEdges
            var size: CGSize
            switch element {
            case .item:
                size = spec.resolve(in: inner)
                if let measured = measured[nextItem] {
                    if spec.width.isEstimated { size.width = measured.width }
                    if spec.height.isEstimated { size.height = measured.height }
                }
                nextItem += 1
                left -= 1
            case .group(let nested):
                let (measuredSize, count) = measure(nested, in: inner, firstItem: nextItem, remaining: max(0, left))
                size = measuredSize
                nextItem += count
                left -= count
            }
            if let length {
                if vertical { size.height = length } else { size.width = length }
            }
            return Slot(
                element: element, size: size, before: vertical ? edges?.top : edges?.leading,
                after: vertical ? edges?.bottom : edges?.trailing,
                crossOffset: (vertical ? edges?.leading : edges?.top)?.points ?? 0)
        }
        func need(_ slot: Slot, first: Bool) -> CGFloat {
            (vertical ? slot.size.height : slot.size.width) + (slot.before?.points ?? 0) + (slot.after?.points ?? 0)
                + (first ? 0 : gap)
        }
        var slots: [Slot] = []
        var used: CGFloat = 0
        if let repeating {
            let count = max(1, repeating)
            let edges = group.subitems[0].sizeAndEdges.1
            let edgeLength =
                ((vertical ? edges?.top : edges?.leading)?.points ?? 0)
                + ((vertical ? edges?.bottom : edges?.trailing)?.points ?? 0)
            let length = max(0, (along - gap * CGFloat(count - 1)) / CGFloat(count) - edgeLength)
            for _ in 0..<count { slots.append(slot(group.subitems[0], length: length)) }
            used = CGFloat(count) * (length + edgeLength) + gap * CGFloat(count - 1)
        } else if grows {
            for element in group.subitems {
                let next = slot(element, length: nil)
                used += need(next, first: slots.isEmpty)
                slots.append(next)
            }
        } else {
            var index = 0
            while slots.count < 10_000 {
                let next = slot(group.subitems[index % group.subitems.count], length: nil)
                let length = need(next, first: slots.isEmpty)
                if !slots.isEmpty && used + length > along + 0.0001 { break }
                slots.append(next)
                used += length
                index += 1
                if length <= 0 { break }
            }
        }
        shareUniformLengths(&slots)
        return (slots, used)
    }

    /// Gives the slots whose width (or height) is uniform across siblings the largest of their widths (heights).
    private func shareUniformLengths(_ slots: inout [Slot]) {
        let widths = slots.indices.filter { slots[$0].element.sizeAndEdges.0.width.isUniform }
        if let widest = widths.map({ slots[$0].size.width }).max() {
            for index in widths { slots[index].size.width = widest }
        }
        let heights = slots.indices.filter { slots[$0].element.sizeAndEdges.0.height.isUniform }
        if let tallest = heights.map({ slots[$0].size.height }).max() {
            for index in heights { slots[index].size.height = tallest }
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

extension CGRect {
    /// The rectangle shrunk by `insets` (never below zero size).
    fileprivate func inset(by insets: CompositionalSpec.Insets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}
