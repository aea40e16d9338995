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
    /// Its bidi embedding level (odd: right to left) and the bidi type of its first character.
    var level: Int8 = 0
    var bidiType: UInt32 = 0
}

/// One paragraph (text between line breaks) as clusters in logical order, with the font that sets an
/// empty line's height and its direction.
struct ShapedParagraph {
    var clusters: [TextCluster]
    var font: UIFont
    /// The paragraph runs right to left (its first strong character is right-to-left).
    var rightToLeft = false
}

enum TextShaper {
    /// Splits `spans` into paragraphs at line and paragraph separators and shapes them, with font
    /// sizes and letter spacing multiplied by `scale`.
    static func paragraphs(_ spans: [TextSpan], scale: CGFloat) -> [ShapedParagraph] {
        let fonts = spans.map { $0.font.scaled(scale) }
        // Each paragraph's text as pieces of its spans, split at line and paragraph separators.
        var paragraphs: [[(span: Int, scalars: [Unicode.Scalar])]] = [[]]
        for (index, span) in spans.enumerated() {
            var piece: [Unicode.Scalar] = []
            var previous: Unicode.Scalar?
            for scalar in span.text.unicodeScalars {
                defer { previous = scalar }
                guard isLineBreak(scalar) else {
                    piece.append(scalar)
                    continue
                }
                if scalar == "\n" && previous == "\r" { continue }
                paragraphs[paragraphs.count - 1].append((index, piece))
                paragraphs.append([(index, [])])
                piece = []
            }
            paragraphs[paragraphs.count - 1].append((index, piece))
        }
        return paragraphs.map { pieces in
            // An empty line is as tall as the font of its first text, or of the span it ends in.
            let fontSpan = (pieces.first { !$0.scalars.isEmpty } ?? pieces.last)?.span
            var paragraph = ShapedParagraph(
                clusters: [], font: fontSpan.map { fonts[$0] } ?? .systemFont(ofSize: 17))
            let bidi = TextBidi.paragraph(pieces.flatMap(\.scalars))
            paragraph.rightToLeft = bidi.rightToLeft
            var offset = 0
            for piece in pieces {
                let range = offset..<(offset + piece.scalars.count)
                paragraph.clusters += clusters(
                    piece.scalars, levels: bidi.levels[range], types: bidi.types.isEmpty ? nil : bidi.types[range],
                    span: piece.span, font: fonts[piece.span], kern: spans[piece.span].kern * scale)
                offset = range.upperBound
            }
            return paragraph
        }
    }

    /// The clusters of `scalars` shaped in `font`, in logical order, each followed by `kern` points.
    /// Runs of one bidi level (`levels`, one per scalar; left to right when nil) are shaped in their
    /// direction; `types` are the scalars' bidi types, kept for reordering lines.
    static func clusters(
        _ scalars: [Unicode.Scalar], levels: ArraySlice<Int8>? = nil, types: ArraySlice<UInt32>? = nil, span: Int,
        font: UIFont, kern: CGFloat
    ) -> [TextCluster] {
        guard !scalars.isEmpty, let face = font.face else { return [] }
        var result: [TextCluster] = []
        var start = 0
        while start < scalars.count {
            let level = levels.map { $0[$0.startIndex + start] } ?? 0
            var end = start + 1
            while end < scalars.count, let levels, levels[levels.startIndex + end] == level { end += 1 }
            var run = clusters(
                Array(scalars[start..<end]), rightToLeft: level % 2 == 1, span: span, font: font, kern: kern,
                face: face)
            for i in run.indices {
                run[i].cluster.level = level
                if let types { run[i].cluster.bidiType = types[types.startIndex + start + run[i].bidiOffset] }
            }
            result += run.map { $0.cluster }
            start = end
        }
        return result
    }

    /// The clusters of one run of one direction, in logical order, each with the offset of its
    /// first scalar in the run.
    private static func clusters(
        _ scalars: [Unicode.Scalar], rightToLeft: Bool, span: Int, font: UIFont, kern: CGFloat, face: FontFace
    ) -> [(cluster: TextCluster, bidiOffset: Int)] {
        let size = font.pointSize
        let shaped = face.shape(scalars, features: font.features, rightToLeft: rightToLeft)
        // Glyphs come in visual order; a cluster's characters run up to the next cluster's first one.
        var groups: [(first: Int, glyphs: ArraySlice<ShapedGlyph>)] = []
        var i = 0
        while i < shaped.count {
            var j = i + 1
            while j < shaped.count && shaped[j].cluster == shaped[i].cluster { j += 1 }
            groups.append((shaped[i].cluster, shaped[i..<j]))
            i = j
        }
        if rightToLeft { groups.reverse() }
        var result: [(cluster: TextCluster, bidiOffset: Int)] = []
        for (index, group) in groups.enumerated() {
            let first = min(group.first, scalars.count - 1)
            let end = index + 1 < groups.count ? max(groups[index + 1].first, first + 1) : scalars.count
            var glyphs: [TextCluster.Glyph] = []
            var pen: CGFloat = 0
            for g in group.glyphs {
                glyphs.append(
                    TextCluster.Glyph(id: g.glyph, x: pen + CGFloat(g.offsetX) * size, y: CGFloat(g.offsetY) * size))
                pen += CGFloat(g.advance) * size
            }
            let characters = scalars[first..<min(end, scalars.count)]
            let isSpace = characters.allSatisfy { $0.properties.isWhitespace }
            let breaksAfter =
                isSpace || characters.contains { "-\u{2010}\u{2013}\u{2014}/".unicodeScalars.contains($0) }
            let cluster = TextCluster(
                glyphs: glyphs, width: pen + kern, span: span, font: font, isSpace: isSpace, breaksAfter: breaksAfter)
            result.append((cluster, first))
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
