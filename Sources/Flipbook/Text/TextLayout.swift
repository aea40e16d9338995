import Foundation
import Raster

/// One laid-out line: its clusters in logical order and the font that sets its height when it is empty.
struct TextLine {
    var clusters: [TextCluster]
    var font: UIFont
    /// Its paragraph runs right to left.
    var rightToLeft = false
    /// The last line of its paragraph (justified text leaves it at its natural width).
    var endsParagraph = true

    /// The number of clusters before the trailing white space, which hangs past the line's end.
    var inkCount: Int {
        var end = clusters.count
        while end > 0 && clusters[end - 1].isSpace { end -= 1 }
        return end
    }

    /// The width of the ink-bearing text (trailing white space hangs and does not count).
    var width: CGFloat { clusters[..<inkCount].reduce(0) { $0 + $1.width } }

    /// The clusters' indices left to right: right-to-left runs reversed as UAX #9 orders them.
    var visualOrder: [Int] {
        TextBidi.visualOrder(levels: clusters.map(\.level), types: clusters.map(\.bidiType), rightToLeft: rightToLeft)
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

/// Text laid out in a box: lines placed by the alignment (justified lines stretch their spaces to
/// both edges, except each paragraph's last), their clusters in visual order, their glyphs gathered
/// per colour and font.
struct TextLayout {
    /// What one span draws in one font on one line: its glyphs placed in the layout's coordinates
    /// (points, origin at the top left of the text block). One per line, so the rasterizer skips lines
    /// outside the band it paints.
    struct Paint {
        var run: GlyphRun
        /// The span's colour; nil for the label's text colour.
        var color: UIColor?
    }

    /// The size the text takes: the widest line by the lines' total height.
    var size: CGSize
    var paints: [Paint]
    /// The number of lines.
    var lineCount: Int
    /// The first and last lines' baselines, from the top of the text block (0 without lines).
    var baselines: (first: CGFloat, last: CGFloat) = (0, 0)

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
            baselines = (index == 0 ? baseline : baselines.first, baseline)
            var pen: CGFloat =
                switch style.alignment {
                case .center: (box - line.width) / 2
                case .right: box - line.width
                default: 0
                }
            let ink = line.inkCount
            let spaces = line.clusters[..<ink].filter(\.isSpace).count
            let justifies =
                style.alignment == .justified && !line.endsParagraph && spaces > 0 && box > line.width
                && width != .greatestFiniteMagnitude
            let stretch = justifies ? (box - line.width) / CGFloat(spaces) : 0
            // Runs in the order their span and font first appear on the line.
            var runs: [(span: Int, font: UIFont, face: FontFace, glyphs: [GlyphRun.Placement])] = []
            for logical in line.visualOrder where logical < ink {
                let cluster = line.clusters[logical]
                if let face = cluster.font.face {
                    let slot =
                        runs.firstIndex { $0.span == cluster.span && $0.font === cluster.font }
                        ?? runs.endIndex
                    if slot == runs.endIndex { runs.append((cluster.span, cluster.font, face, [])) }
                    for glyph in cluster.glyphs {
                        runs[slot].glyphs.append(
                            GlyphRun.Placement(glyph: glyph.id, x: Double(pen + glyph.x), y: Double(baseline + glyph.y))
                        )
                    }
                }
                pen += cluster.width + (cluster.isSpace ? stretch : 0)
            }
            for run in runs {
                let glyphs = GlyphRun(face: run.face, size: Double(run.font.pointSize), placements: run.glyphs)
                guard !glyphs.outline.isEmpty else { continue }
                paints.append(Paint(run: glyphs, color: spans[run.span].color))
            }
            top += extent.height + (index < lines.count - 1 ? style.lineSpacing : 0)
        }
        size = CGSize(width: widest, height: top)
        self.paints = paints
        lineCount = lines.count
    }
}
