import Foundation
import Raster

/// One laid-out line: its clusters in order and the font that sets its height when it is empty.
struct TextLine {
    var clusters: [TextCluster]
    var font: UIFont

    /// The width of the ink-bearing text (trailing white space hangs and does not count).
    var width: CGFloat {
        var end = clusters.count
        while end > 0 && clusters[end - 1].isSpace { end -= 1 }
        return clusters[..<end].reduce(0) { $0 + $1.width }
    }

    /// Ascent (above the baseline) and descent (below, positive) of the tallest font on the line.
    var extent: (ascent: CGFloat, descent: CGFloat, height: CGFloat) {
        var fonts = [font]
        for c in clusters where !fonts.contains(where: { $0 === c.font }) { fonts.append(c.font) }
        let ascent = fonts.map(\.ascender).max()!
        let descent = fonts.map { -$0.descender }.max()!
        return (ascent, descent, max(fonts.map(\.lineHeight).max()!, ascent + descent))
    }
}

/// Text laid out in a box: lines placed by the alignment, their glyph outlines gathered per colour.
struct TextLayout {
    /// What one colour draws on one line: the outlines of its glyphs in the layout's coordinates
    /// (points, origin at the top left of the text block). One per line, so the rasterizer skips lines
    /// outside the band it paints.
    struct Paint {
        var path: Path
        /// The span's colour; nil for the label's text colour.
        var color: UIColor?
    }

    /// The size the text takes: the widest line by the lines' total height.
    var size: CGSize
    var paints: [Paint]
    /// The number of lines.
    var lineCount: Int

    /// Lays out `spans` in lines at most `width` wide (`.greatestFiniteMagnitude`: unbounded), at most
    /// `maxLines` lines (0: no limit), fonts scaled by `scale`. Lines are aligned within `width` (or
    /// within the widest line when unbounded).
    init(_ spans: [TextSpan], style: TextStyle, width: CGFloat, maxLines: Int, scale: CGFloat = 1) {
        let width = width.isFinite ? max(width, 0) : .greatestFiniteMagnitude
        let paragraphs = TextShaper.paragraphs(spans, scale: scale)
        let lines = TextLineBreaker.lines(paragraphs, width: width, maxLines: maxLines, mode: style.lineBreakMode)
        let widest = lines.map(\.width).max() ?? 0
        let box = width == .greatestFiniteMagnitude ? widest : width
        var paints: [Paint] = []
        var top: CGFloat = 0
        for (index, line) in lines.enumerated() {
            let extent = line.extent
            let baseline = top + (extent.height - extent.ascent - extent.descent) / 2 + extent.ascent
            var pen: CGFloat =
                switch style.alignment {
                case .center: (box - line.width) / 2
                case .right: box - line.width
                default: 0
                }
            var pathsBySpan: [Int: Path] = [:]
            for cluster in line.clusters {
                if let face = cluster.font.face {
                    for glyph in cluster.glyphs {
                        pathsBySpan[cluster.span, default: Path()].addGlyph(
                            face.glyphOutline(glyph.id), size: Double(cluster.font.pointSize),
                            x: Double(pen + glyph.x), y: Double(baseline + glyph.y))
                    }
                }
                pen += cluster.width
            }
            for span in pathsBySpan.keys.sorted() {
                guard let path = pathsBySpan[span], !path.isEmpty else { continue }
                paints.append(Paint(path: path, color: spans[span].color))
            }
            top += extent.height + (index < lines.count - 1 ? style.lineSpacing : 0)
        }
        size = CGSize(width: widest, height: top)
        self.paints = paints
        lineCount = lines.count
    }
}
