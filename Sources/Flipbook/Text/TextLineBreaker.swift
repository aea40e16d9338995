import Foundation

/// Breaks paragraphs into lines and truncates the last visible line, as UILabel does: lines wrap between
/// words (between characters for `.byCharWrapping`, and inside a word wider than a line); when the
/// text needs more lines than allowed, the last line holds the rest of its paragraph, shortened with an
/// ellipsis (truncating modes) or cut off (the others).
enum TextLineBreaker {
    /// The lines of `paragraphs` within `width` points, at most `maxLines` (0: no limit).
    static func lines(
        _ paragraphs: [ShapedParagraph], width: CGFloat, maxLines: Int, mode: NSLineBreakMode
    ) -> [TextLine] {
        var lines: [TextLine] = []
        for (p, paragraph) in paragraphs.enumerated() {
            let ranges = wrap(paragraph.clusters, width: width, byCharacter: mode == .byCharWrapping)
            for (r, range) in ranges.enumerated() {
                let isLastAllowed = maxLines > 0 && lines.count == maxLines - 1
                let hidesMore = r < ranges.count - 1 || p < paragraphs.count - 1
                if isLastAllowed && hidesMore {
                    let rest = Array(paragraph.clusters[range.lowerBound...])
                    lines.append(
                        TextLine(
                            clusters: shorten(rest, width: width, mode: mode), font: paragraph.font,
                            rightToLeft: paragraph.rightToLeft, endsParagraph: true))
                    return lines
                }
                lines.append(
                    TextLine(
                        clusters: Array(paragraph.clusters[range]), font: paragraph.font,
                        rightToLeft: paragraph.rightToLeft, endsParagraph: r == ranges.count - 1))
            }
        }
        return lines
    }

    /// Greedy line breaking: each line takes as many clusters as fit, ending after the last break
    /// opportunity; white space may hang past the edge.
    static func wrap(_ clusters: [TextCluster], width: CGFloat, byCharacter: Bool) -> [Range<Int>] {
        guard !clusters.isEmpty else { return [0..<0] }
        var ranges: [Range<Int>] = []
        var start = 0
        var x: CGFloat = 0
        var lastBreak: Int?
        for i in clusters.indices {
            let cluster = clusters[i]
            if !cluster.isSpace && i > start && x + cluster.width > width {
                let end = !byCharacter ? (lastBreak.map { $0 + 1 } ?? i) : i
                ranges.append(start..<end)
                start = end
                x = clusters[end..<i].reduce(0) { $0 + $1.width }
                lastBreak = nil
            }
            x += cluster.width
            if cluster.breaksAfter { lastBreak = i }
        }
        ranges.append(start..<clusters.count)
        return ranges
    }

    /// `clusters` made to fit `width` the way `mode` says, knowing that text follows or was cut.
    static func shorten(_ clusters: [TextCluster], width: CGFloat, mode: NSLineBreakMode) -> [TextCluster] {
        switch mode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            return truncate(clusters, width: width, mode: mode)
        case .byClipping:
            var x: CGFloat = 0
            return Array(
                clusters.prefix { c in
                    x += c.width
                    return x <= width || c.isSpace
                })
        case .byWordWrapping, .byCharWrapping:
            let first = wrap(clusters, width: width, byCharacter: mode == .byCharWrapping)[0]
            return Array(clusters[first])
        }
    }

    /// Replaces the head, middle or tail of `clusters` by an ellipsis (in the font of the text it
    /// replaces) so that the line fits `width`; a line that fits keeps its text, and with tail
    /// truncation gains the ellipsis anyway, since later text is hidden.
    static func truncate(_ clusters: [TextCluster], width: CGFloat, mode: NSLineBreakMode) -> [TextCluster] {
        guard !clusters.isEmpty else { return [] }
        func ellipsis(near index: Int) -> TextCluster {
            let c = clusters[min(max(index, 0), clusters.count - 1)]
            var mark = TextShaper.ellipsis(span: c.span, font: c.font)
            mark.level = c.level
            return mark
        }
        let total = clusters.reduce(0) { $0 + $1.width }
        switch mode {
        case .byTruncatingHead:
            if total <= width { return clusters }
            let mark = ellipsis(near: clusters.count - 1)
            var kept: [TextCluster] = []
            var x = mark.width
            for c in clusters.reversed() {
                guard x + c.width <= width else { break }
                x += c.width
                kept.append(c)
            }
            return [mark] + kept.reversed().drop { $0.isSpace }
        case .byTruncatingMiddle:
            if total <= width { return clusters }
            let mark = ellipsis(near: clusters.count / 2)
            var left = 0
            var right = clusters.count
            var used = mark.width
            var leftWidth: CGFloat = 0
            var rightWidth: CGFloat = 0
            while left < right {
                let takeLeft = leftWidth <= rightWidth
                let c = takeLeft ? clusters[left] : clusters[right - 1]
                guard used + c.width <= width else { break }
                used += c.width
                if takeLeft {
                    leftWidth += c.width
                    left += 1
                } else {
                    rightWidth += c.width
                    right -= 1
                }
            }
            var head = Array(clusters[..<left])
            while head.last?.isSpace == true { head.removeLast() }
            return head + [mark] + clusters[right...].drop { $0.isSpace }
        default:
            var kept: [TextCluster] = []
            var x: CGFloat = 0
            for (i, c) in clusters.enumerated() {
                guard x + c.width + ellipsis(near: i).width <= width else { break }
                x += c.width
                kept.append(c)
            }
            while kept.last?.isSpace == true { kept.removeLast() }
            return kept + [ellipsis(near: max(kept.count - 1, 0))]
        }
    }
}
