import Foundation
import Raster

/// A text-heavy screen for `flipbook bench --synthetic`: a 12-row table, each row a title (17 pt
/// semibold) and a subtitle (15 pt) drawn as glyph runs (as labels draw), as one outline path per
/// line (how text was drawn before glyph masks were cached), or — the baseline — as the rounded bars
/// Flipbook drew before it had text, covering the same extents. Rendered at 3× like an iPhone frame.
enum SyntheticTable {
    /// How the table's text is drawn.
    enum Text {
        /// Rounded bars over the text's extents.
        case bars
        /// Each line's glyph outlines filled as one path.
        case outlines
        /// Each line a ``GlyphRun``, filled from cached glyph masks.
        case glyphRuns
    }

    static let titles = [
        "Anna Lindqvist", "Marco Rossi", "Priya Shah", "Jonas Berg", "Leila Haddad", "Tom Becker",
        "Sofia Costa", "Kenji Ito", "Maya Cohen", "Lucas Martin", "Olga Petrova", "Sam Taylor",
    ]
    static let subtitles = [
        "Lunch on Friday? I found a new place", "Photos from the trip are up", "Re: quarterly report, second draft",
        "Tickets booked for the 14th", "Could you look at my pull request?", "Team offsite: the agenda is attached",
        "The flight lands at 18:40", "Minutes from Tuesday's meeting", "Your order has shipped",
        "Happy birthday! 🎉", "Invoice #2291 for October", "See you at the station at nine",
    ]

    /// The table with its text drawn as `text` says, `width × height` pixels at 3× scale.
    static func frame(width: Int, height: Int, text: Text) throws -> DisplayList {
        let scale = Matrix4.scale(x: 3, y: 3)
        let semibold = try BundledFont.semiBold.face()
        let regular = try BundledFont.regular.face()
        let black = Color(red: 0, green: 0, blue: 0)
        let grey = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        var items: [DisplayItem] = []
        for row in 0..<12 {
            let top = 100 + Double(row) * 60
            let lines = [
                (titles[row], semibold, 17.0, top + 24, black), (subtitles[row], regular, 15.0, top + 46, grey),
            ]
            for (string, face, size, baseline, color) in lines {
                let (run, width) = glyphs(string, face: face, size: size, x: 20, baseline: baseline)
                switch text {
                case .glyphRuns:
                    items.append(.shape(ShapeItem(shape: .glyphs(run), paint: .solid(color), transform: scale)))
                case .outlines:
                    let shape = ShapeItem(shape: .path(run.outline, .nonZero), paint: .solid(color), transform: scale)
                    items.append(.shape(shape))
                case .bars:
                    let height = face.xHeight * size
                    items.append(
                        .fill(
                            FillItem(
                                rect: Rect(x: 20, y: baseline - height, width: width, height: height),
                                radii: CornerRadii(height / 2), color: color, transform: scale)))
                }
            }
            items.append(
                .fill(
                    FillItem(
                        rect: Rect(x: 20, y: top + 59.5, width: 370, height: 0.5),
                        color: Color(red: 0.78, green: 0.78, blue: 0.8), transform: scale)))
        }
        return DisplayList(width: width, height: height, background: .white, items: items)
    }

    /// The glyphs of `string` shaped in `face` at `size` points from `(x, baseline)`, and its advance width.
    private static func glyphs(_ string: String, face: FontFace, size: Double, x: Double, baseline: Double) -> (
        run: GlyphRun, width: Double
    ) {
        var placements: [GlyphRun.Placement] = []
        var pen = x
        for glyph in face.shape(Array(string.unicodeScalars)) {
            placements.append(
                GlyphRun.Placement(
                    glyph: glyph.glyph, x: pen + glyph.offsetX * size, y: baseline + glyph.offsetY * size))
            pen += glyph.advance * size
        }
        return (GlyphRun(face: face, size: size, placements: placements), pen - x)
    }
}
