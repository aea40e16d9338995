import Foundation
import Raster

/// The smallest piece of laid-out text that is never split: the glyphs of one or more characters
/// (a ligature, a letter with its combining marks), with the width it takes on a line.
struct TextCluster {
    /// A glyph relative to the pen position where the cluster starts, in points.
    struct Glyph {
        var id: UInt32
        var x: CGFloat
        var y: CGFloat
    }

    var glyphs: [Glyph]
    var width: CGFloat
    /// The index of the span it belongs to (its colour).
    var span: Int
    /// The font its glyphs are drawn in (at the laid-out size).
    var font: UIFont
    /// White space: it may hang past the end of a line and does not count in the line's width.
    var isSpace: Bool
    /// A line may break after it (white space, hyphens, dashes).
    var breaksAfter: Bool
}

/// One paragraph (text between line breaks) as clusters, with the font that sets an empty line's height.
struct ShapedParagraph {
    var clusters: [TextCluster]
    var font: UIFont
}

enum TextShaper {
    /// Splits `spans` into paragraphs at line and paragraph separators and shapes them, with font
    /// sizes and letter spacing multiplied by `scale`.
    static func paragraphs(_ spans: [TextSpan], scale: CGFloat) -> [ShapedParagraph] {
        var paragraphs: [ShapedParagraph] = []
        var current = ShapedParagraph(
            clusters: [], font: spans.first.map { $0.font.scaled(scale) } ?? .systemFont(ofSize: 17))
        for (index, span) in spans.enumerated() {
            let font = span.font.scaled(scale)
            if current.clusters.isEmpty { current.font = font }
            var piece: [Unicode.Scalar] = []
            var previous: Unicode.Scalar?
            for scalar in span.text.unicodeScalars {
                defer { previous = scalar }
                guard isLineBreak(scalar) else {
                    piece.append(scalar)
                    continue
                }
                if scalar == "\n" && previous == "\r" { continue }
                current.clusters += clusters(piece, span: index, font: font, kern: span.kern * scale)
                paragraphs.append(current)
                current = ShapedParagraph(clusters: [], font: font)
                piece = []
            }
            current.clusters += clusters(piece, span: index, font: font, kern: span.kern * scale)
        }
        paragraphs.append(current)
        return paragraphs
    }

    /// The clusters of `scalars` shaped in `font`, each followed by `kern` points.
    static func clusters(_ scalars: [Unicode.Scalar], span: Int, font: UIFont, kern: CGFloat) -> [TextCluster] {
        guard !scalars.isEmpty, let face = font.face else { return [] }
        let size = font.pointSize
        let shaped = face.shape(scalars, features: font.features)
        var result: [TextCluster] = []
        var i = 0
        while i < shaped.count {
            let first = shaped[i].cluster
            var glyphs: [TextCluster.Glyph] = []
            var pen: CGFloat = 0
            while i < shaped.count && shaped[i].cluster == first {
                let g = shaped[i]
                glyphs.append(
                    TextCluster.Glyph(id: g.glyph, x: pen + CGFloat(g.offsetX) * size, y: CGFloat(g.offsetY) * size))
                pen += CGFloat(g.advance) * size
                i += 1
            }
            let end = i < shaped.count ? max(shaped[i].cluster, first + 1) : scalars.count
            let characters = scalars[min(first, scalars.count - 1)..<min(max(end, first + 1), scalars.count)]
            let isSpace = characters.allSatisfy { $0.properties.isWhitespace }
            let breaksAfter =
                isSpace || characters.contains { "-\u{2010}\u{2013}\u{2014}/".unicodeScalars.contains($0) }
            result.append(
                TextCluster(
                    glyphs: glyphs, width: pen + kern, span: span, font: font, isSpace: isSpace,
                    breaksAfter: breaksAfter))
        }
        return result
    }

    /// An ellipsis ("…") in `font`, as a cluster of span `span`.
    static func ellipsis(span: Int, font: UIFont) -> TextCluster {
        var cluster =
            clusters(["\u{2026}"], span: span, font: font, kern: 0).first
            ?? TextCluster(glyphs: [], width: 0, span: span, font: font, isSpace: false, breaksAfter: false)
        cluster.breaksAfter = false
        return cluster
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}"
    }
}

extension UIFont {
    /// The same font `scale` times the size (itself when `scale` is 1).
    func scaled(_ scale: CGFloat) -> UIFont { scale == 1 ? self : withSize(pointSize * scale) }
}
