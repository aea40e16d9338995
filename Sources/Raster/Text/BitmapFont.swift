/// A tiny fixed-size bitmap font for labels drawn straight into a ``Bitmap`` (contact sheets, debug
/// overlays): every glyph is a 5 × 7 grid of square dots, drawn as filled squares of `scale × scale` pixels.
/// No files, no hinting, no anti-aliasing: identical output on every machine.
public struct BitmapFont: Sendable {
    /// Glyph width in dots.
    public let glyphWidth: Int
    /// Glyph height in dots.
    public let glyphHeight: Int
    /// Blank dots between neighbouring glyphs.
    public let spacing: Int
    private let glyphs: [Character: [UInt8]]

    /// The built-in 5 × 7 font: A–Z, 0–9, space and `. : - / = + ( ) % _ , # ?`. Lower-case letters are
    /// drawn in upper case; any other character is drawn as `?`.
    public static let standard = BitmapFont(glyphWidth: 5, glyphHeight: 7, spacing: 1, glyphs: standardGlyphs)

    private init(glyphWidth: Int, glyphHeight: Int, spacing: Int, glyphs: [Character: [UInt8]]) {
        self.glyphWidth = glyphWidth
        self.glyphHeight = glyphHeight
        self.spacing = spacing
        self.glyphs = glyphs
    }

    /// The size in pixels of `text` drawn on one line at `scale` (pixels per dot), without trailing spacing.
    public func size(of text: String, scale: Int = 1) -> (width: Int, height: Int) {
        let count = text.count
        guard count > 0 else { return (0, 0) }
        return ((count * (glyphWidth + spacing) - spacing) * scale, glyphHeight * scale)
    }

    /// Whether the font has a glyph of its own for `character` (after upper-casing); others draw as `?`.
    public func hasGlyph(for character: Character) -> Bool {
        character == " " || glyphs[Character(character.uppercased())] != nil
    }

    /// Draws `text` on one line with its top-left corner at pixel (`x`, `y`), each dot a `scale × scale`
    /// square of `color` composited source-over. Parts outside the bitmap are clipped.
    public func draw(_ text: String, into bitmap: inout Bitmap, x: Int, y: Int, scale: Int = 1, color: Color) {
        precondition(scale >= 1, "BitmapFont scale must be at least 1")
        let pixel = color.premultiplied
        var penX = x
        for character in text {
            if character != " " {
                let rows = glyphs[Character(character.uppercased())] ?? glyphs["?"]!
                for (row, bits) in rows.enumerated() {
                    for column in 0..<glyphWidth where bits & (1 << (glyphWidth - 1 - column)) != 0 {
                        bitmap.blendRect(
                            x: penX + column * scale, y: y + row * scale, width: scale, height: scale, pixel)
                    }
                }
            }
            penX += (glyphWidth + spacing) * scale
        }
    }
}
