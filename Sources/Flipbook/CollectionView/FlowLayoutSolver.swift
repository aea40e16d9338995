import Foundation

/// The flow layout's arithmetic, free of views: items fill lines across the container and lines stack in
/// the scroll direction, section by section, each with an optional header and footer.
///
/// The rules are UIKit's: an item joins the line while it fits between the section insets with at least the
/// minimum inter-item spacing; a full line spreads its items so the first and last touch the insets (the
/// spacing grows); a line holding one item centres it, except the last line of a section with several lines,
/// which keeps its items at the leading inset with the minimum spacing; an item wider than the space gets a line
/// of its own. Items are centred across their line, whose thickness is its thickest item's. Headers and footers
/// span the container; the section insets lie between them and the items.
struct FlowLayoutSolver {
    /// One section's input, in the layout's terms: `along` runs across the lines, `across` in the scroll
    /// direction (x and y for vertical scrolling, y and x for horizontal).
    struct Section {
        var itemSizes: [CGSize]
        var insets: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    /// One section's result, in content coordinates.
    struct Placed {
        var header: CGRect?
        var items: [CGRect]
        var footer: CGRect?
        /// The section's extent in the scroll direction, headers and footers included.
        var span: ClosedRange<CGFloat>
    }

    /// Whether lines run horizontally and stack downwards (vertical scrolling) or the other way round.
    var vertical: Bool
    /// The container's extent across the lines (its width for vertical scrolling).
    var containerAlong: CGFloat

    /// Places every section; returns the sections and the content size.
    func place(_ sections: [Section]) -> (sections: [Placed], contentSize: CGSize) {
        var cursor: CGFloat = 0
        var placed: [Placed] = []
        placed.reserveCapacity(sections.count)
        for section in sections {
            let start = cursor
            var result = Placed(header: nil, items: [], footer: nil, span: 0...0)
            let headerThickness = across(section.headerSize)
            if headerThickness > 0 {
                result.header = rect(along: 0, across: cursor, length: containerAlong, thickness: headerThickness)
                cursor += headerThickness
            }
            let (leading, trailing, before, after) =
                vertical
                ? (section.insets.left, section.insets.right, section.insets.top, section.insets.bottom)
                : (section.insets.top, section.insets.bottom, section.insets.left, section.insets.right)
            cursor += before
            let lines = breakLines(section, available: containerAlong - leading - trailing)
            result.items = Array(repeating: .zero, count: section.itemSizes.count)
            for (number, line) in lines.enumerated() {
                if number > 0 { cursor += section.lineSpacing }
                let thickness = line.map { across(section.itemSizes[$0]) }.max() ?? 0
                let positions = alongPositions(
                    of: line, in: section, leading: leading, available: containerAlong - leading - trailing,
                    isLast: number == lines.count - 1, isOnly: lines.count == 1)
                for (index, position) in zip(line, positions) {
                    let size = section.itemSizes[index]
                    result.items[index] = rect(
                        along: position, across: cursor + (thickness - across(size)) / 2, length: along(size),
                        thickness: across(size))
                }
                cursor += thickness
            }
            cursor += after
            let footerThickness = across(section.footerSize)
            if footerThickness > 0 {
                result.footer = rect(along: 0, across: cursor, length: containerAlong, thickness: footerThickness)
                cursor += footerThickness
            }
            result.span = start...cursor
            placed.append(result)
        }
        let size =
            vertical ? CGSize(width: containerAlong, height: cursor) : CGSize(width: cursor, height: containerAlong)
        return (placed, size)
    }

    /// The items of each line, greedily.
    private func breakLines(_ section: Section, available: CGFloat) -> [[Int]] {
        var lines: [[Int]] = []
        var line: [Int] = []
        var used: CGFloat = 0
        for (index, size) in section.itemSizes.enumerated() {
            let length = along(size)
            if line.isEmpty {
                line = [index]
                used = length
            } else if used + section.interitemSpacing + length <= available + 0.0001 {
                line.append(index)
                used += section.interitemSpacing + length
            } else {
                lines.append(line)
                line = [index]
                used = length
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Where each item of a line starts along it.
    private func alongPositions(
        of line: [Int], in section: Section, leading: CGFloat, available: CGFloat, isLast: Bool, isOnly: Bool
    ) -> [CGFloat] {
        let lengths = line.map { along(section.itemSizes[$0]) }
        let total = lengths.reduce(0, +)
        if line.count == 1 && (!isLast || isOnly) {
            return [leading + max(0, (available - total) / 2)]
        }
        let spacing: CGFloat =
            isLast || line.count == 1
            ? section.interitemSpacing : max(section.interitemSpacing, (available - total) / CGFloat(line.count - 1))
        var positions: [CGFloat] = []
        var position = leading
        for length in lengths {
            positions.append(position)
            position += length + spacing
        }
        return positions
    }

    private func along(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    private func across(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

    private func rect(along: CGFloat, across: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: along, y: across, width: length, height: thickness)
            : CGRect(x: across, y: along, width: thickness, height: length)
    }
}

extension CGRect {
    /// Whether the two rectangles share some area (touching edges do not count, unlike `intersects(_:)` on
    /// Linux): what "on screen" means for collection view elements.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
