/// Glyphs of one font at one size, each placed by its pen position: what a line of text draws.
///
/// The rasterizer fills a run from cached coverage masks (see `GlyphMaskCache`) when it is drawn
/// with a solid colour under a translation and uniform scale, which is how text is drawn almost
/// always; under any other transform or paint, and in display-list dumps, it is its ``outline``.
public struct GlyphRun: Sendable, Hashable {
    /// One glyph and where it sits.
    public struct Placement: Sendable, Hashable {
        /// The glyph index in the run's face.
        public var glyph: UInt32
        /// The pen position on the baseline (local units).
        public var x: Double
        /// The baseline's y (local units, y down).
        public var y: Double

        /// `glyph` with its origin at `(x, y)`.
        public init(glyph: UInt32, x: Double, y: Double) {
            self.glyph = glyph
            self.x = x
            self.y = y
        }
    }

    /// The font the glyphs come from.
    public let face: FontFace
    /// Local units per em.
    public let size: Double
    /// The glyphs in drawing order.
    public let placements: [Placement]
    /// All the glyphs' outlines in local units, as one path filled with the non-zero rule.
    public let outline: Path

    /// The glyphs of `face` at `size` local units per em, at their placements.
    public init(face: FontFace, size: Double, placements: [Placement]) {
        self.face = face
        self.size = size
        self.placements = placements
        var outline = Path()
        for p in placements {
            outline.addGlyph(face.glyphOutline(p.glyph), size: size, x: p.x, y: p.y)
        }
        self.outline = outline
    }

    /// Runs are equal when they draw the same glyphs of the same face object at the same places.
    public static func == (a: GlyphRun, b: GlyphRun) -> Bool {
        a.face === b.face && a.size == b.size && a.placements == b.placements
    }

    /// Hashes the face's identity, the size and the placements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(size)
        hasher.combine(placements)
    }
}
