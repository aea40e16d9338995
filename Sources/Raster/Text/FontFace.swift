internal import CFreeType
internal import CHarfBuzz
import Foundation

/// One font file loaded for text: HarfBuzz shapes strings into positioned glyphs and FreeType reads
/// the glyphs' outlines, which are then filled by the rasterizer like any other path.
///
/// Every length a face reports is in ems (multiply by the point size), y pointing down, the origin on
/// the baseline; outlines are unhinted, so text scales smoothly and renders identically everywhere.
/// A face is safe to use from any thread; outlines are cached per glyph for the face's lifetime.
public final class FontFace: @unchecked Sendable {
    /// The family name stored in the font (e.g. "Inter").
    public let familyName: String
    /// The style name stored in the font (e.g. "Bold").
    public let styleName: String
    /// The PostScript name (e.g. "Inter-Bold"), how `UIFont(name:size:)` finds a face.
    public let postScriptName: String
    /// Distance from the baseline up to the top of tall glyphs (positive, in ems).
    public let ascender: Double
    /// Distance from the baseline down to the bottom of descenders (negative, in ems, as in UIKit).
    public let descender: Double
    /// The distance between baselines of consecutive lines (in ems).
    public let lineHeight: Double
    /// The height of capital letters above the baseline (in ems).
    public let capHeight: Double
    /// The height of lower-case letters such as "x" above the baseline (in ems).
    public let xHeight: Double

    private let lock = NSLock()
    private let bytes: UnsafeMutableRawBufferPointer
    private var library: FT_Library?
    private var face: FT_Face?
    private let blob: OpaquePointer
    private let hbFace: OpaquePointer
    private let hbFont: OpaquePointer
    private let unitsPerEm: Double
    private var outlines: [UInt32: Path] = [:]
    /// Outlines made bolder or thinner (``glyphOutline(_:embolden:)``), by glyph and strength.
    private var emboldened: [EmboldenKey: Path] = [:]
    /// Coverage masks of the glyphs at the sizes and subpixel phases drawn so far.
    let masks = GlyphMaskCache()

    /// Loads the first face of a font file (OpenType, TrueType or CFF). Throws when FreeType or
    /// HarfBuzz cannot read it.
    public init(data: Data, name: String = "font") throws(FontError) {
        guard !data.isEmpty else { throw FontError("\(name): the font file is empty") }
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: bytes)
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        guard FT_Init_FreeType(&library) == 0, let library else {
            bytes.deallocate()
            throw FontError("\(name): FreeType could not start")
        }
        guard FT_New_Memory_Face(library, base, FT_Long(data.count), 0, &face) == 0, let face,
            face.pointee.units_per_EM > 0, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        else {
            FT_Done_FreeType(library)
            bytes.deallocate()
            throw FontError("\(name): not a scalable font FreeType can read")
        }
        let em = Double(face.pointee.units_per_EM)
        unitsPerEm = em
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? name
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? name
        ascender = Double(face.pointee.ascender) / em
        descender = Double(face.pointee.descender) / em
        lineHeight = Double(face.pointee.height) / em
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        let cap = os2.map { Double($0.pointee.sCapHeight) } ?? 0
        let x = os2.map { Double($0.pointee.sxHeight) } ?? 0
        capHeight = cap > 0 ? cap / em : ascender * 0.7
        xHeight = x > 0 ? x / em : ascender * 0.5
        blob = hb_blob_create(
            UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), UInt32(data.count),
            HB_MEMORY_MODE_READONLY, nil, nil)
        hbFace = hb_face_create(blob, 0)
        hbFont = hb_font_create(hbFace)
        hb_font_set_scale(hbFont, Int32(em), Int32(em))
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        bytes.deallocate()
    }

    /// Shapes `scalars`, one run of one direction, into glyphs in visual order (ligatures, kerning and
    /// marks applied): left to right, or right to left when `rightToLeft` is set (the glyphs then come
    /// last character first). `features` are OpenType feature tags to switch on, e.g. "tnum" for
    /// tabular digits.
    /// Control characters shape as nothing; characters the font lacks become glyph 0, which
    /// ``glyphOutline(_:)`` draws as a replacement box.
    public func shape(_ scalars: [Unicode.Scalar], features: [String] = [], rightToLeft: Bool = false)
        -> [ShapedGlyph]
    {
        guard !scalars.isEmpty else { return [] }
        let codes = scalars.map { s -> UInt32 in
            s.properties.generalCategory == .control ? (s == "\t" ? 0x20 : 0x200B) : s.value
        }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf32(buffer, codes, Int32(codes.count), 0, Int32(codes.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        var hbFeatures = features.map { tag -> hb_feature_t in
            var feature = hb_feature_t()
            _ = hb_feature_from_string(tag, -1, &feature)
            return feature
        }
        lock.lock()
        hb_shape(hbFont, buffer, &hbFeatures, UInt32(hbFeatures.count))
        lock.unlock()
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(
                glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                advance: Double(positions[i].x_advance) / unitsPerEm,
                offsetX: Double(positions[i].x_offset) / unitsPerEm,
                offsetY: -Double(positions[i].y_offset) / unitsPerEm)
        }
    }

    /// The outline of `glyph` in ems (y down, origin on the baseline at the pen position). Glyph 0
    /// (a character the font lacks) is a replacement box: a rectangle outline as tall as capitals.
    public func glyphOutline(_ glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        let path = glyph == 0 ? replacementBox() : loadOutline(glyph)
        outlines[glyph] = path
        return path
    }

    /// The outline of `glyph` in ems with every stroke made `embolden` ems thicker (thinner when negative),
    /// as FreeType's `FT_Outline_EmboldenXY` moves each edge outwards by half of it: what draws an icon font's
    /// glyph in another weight. Zero gives ``glyphOutline(_:)``.
    public func glyphOutline(_ glyph: UInt32, embolden: Double) -> Path {
        guard embolden != 0, embolden.isFinite, glyph != 0 else { return glyphOutline(glyph) }
        let key = EmboldenKey(glyph: glyph, strength: embolden)
        lock.lock()
        defer { lock.unlock() }
        if let cached = emboldened[key] { return cached }
        let path = loadOutline(glyph, embolden: embolden)
        emboldened[key] = path
        return path
    }

    /// The FreeType outline of a glyph, converted to a ``Path`` in ems (empty when it has none), made
    /// `embolden` ems bolder first when that is not zero.
    private func loadOutline(_ glyph: UInt32, embolden: Double = 0) -> Path {
        guard let face,
            FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
            face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return Path() }
        var decomposer = OutlineDecomposer(scale: 1 / unitsPerEm)
        if embolden != 0 {
            let strength = FT_Pos((embolden * unitsPerEm).rounded())
            FT_Outline_EmboldenXY(&face.pointee.glyph.pointee.outline, strength, strength)
        }
        var outline = face.pointee.glyph.pointee.outline
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                user!.assumingMemoryBound(to: OutlineDecomposer.self).pointee.move(to!.pointee)
                return 0
            },
            line_to: { to, user in
                user!.assumingMemoryBound(to: OutlineDecomposer.self).pointee.line(to!.pointee)
                return 0
            },
            conic_to: { control, to, user in
                user!.assumingMemoryBound(to: OutlineDecomposer.self).pointee.quad(control!.pointee, to!.pointee)
                return 0
            },
            cubic_to: { c1, c2, to, user in
                user!.assumingMemoryBound(to: OutlineDecomposer.self).pointee.cubic(
                    c1!.pointee, c2!.pointee, to!.pointee)
                return 0
            },
            shift: 0, delta: 0)
        let status = withUnsafeMutablePointer(to: &decomposer) { FT_Outline_Decompose(&outline, &funcs, $0) }
        guard status == 0 else { return Path() }
        decomposer.finish()
        return decomposer.path
    }

    /// The documented stand-in for characters no bundled font has (emoji, most non-Latin scripts):
    /// a hollow box 0.5 em wide and as tall as capitals, drawn with a stroke of 0.06 em.
    private func replacementBox() -> Path {
        let width = 0.5
        let stroke = 0.06
        var path = Path()
        path.addRect(Rect(x: 0.05, y: -capHeight, width: width, height: capHeight))
        // The hole runs the other way round, so the non-zero fill leaves it empty.
        let (left, right) = (0.05 + stroke, 0.05 + width - stroke)
        let (top, bottom) = (-capHeight + stroke, -stroke)
        path.move(to: left, top)
        path.line(to: left, bottom)
        path.line(to: right, bottom)
        path.line(to: right, top)
        path.close()
        return path
    }
}

extension FontFace {
    /// The coverage mask of `glyph` at `size` pixels per em and subpixel phase `(phaseX, phaseY)`
    /// (in ``GlyphMaskCache/phases``ths of a pixel), from the cache when it was drawn before.
    func glyphMask(_ glyph: UInt32, size: Double, phaseX: Int, phaseY: Int) -> GlyphMask {
        masks.mask(glyph, outline: { glyphOutline(glyph) }, size: size, phaseX: phaseX, phaseY: phaseY)
    }
}

/// A glyph and the strength it was emboldened by, to cache emboldened outlines.
private struct EmboldenKey: Hashable {
    var glyph: UInt32
    var strength: Double
}

/// A glyph placed by shaping: what to draw, which characters it stands for, and how far it moves the pen.
public struct ShapedGlyph: Sendable, Hashable {
    /// The glyph index in its face (0: the font lacks the character).
    public var glyph: UInt32
    /// The index of the first Unicode scalar (of the shaped string) this glyph belongs to.
    public var cluster: Int
    /// How far the pen moves after the glyph, in ems.
    public var advance: Double
    /// Horizontal offset of the glyph from the pen, in ems.
    public var offsetX: Double
    /// Vertical offset of the glyph from the pen, in ems (y down).
    public var offsetY: Double
}

/// A font file that could not be read, or a font that could not be found.
public struct FontError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// An error with a message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// Turns FreeType's outline callbacks (font units, y up) into a ``Path`` (ems, y down), closing each contour.
private struct OutlineDecomposer {
    let scale: Double
    var path = Path()
    var open = false

    mutating func move(_ p: FT_Vector) {
        finish()
        path.move(to: x(p), y(p))
        open = true
    }

    mutating func line(_ p: FT_Vector) { path.line(to: x(p), y(p)) }

    mutating func quad(_ c: FT_Vector, _ p: FT_Vector) {
        path.elements.append(.quad(cx: x(c), cy: y(c), x: x(p), y: y(p)))
    }

    mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ p: FT_Vector) {
        path.elements.append(.cubic(c1x: x(c1), c1y: y(c1), c2x: x(c2), c2y: y(c2), x: x(p), y: y(p)))
    }

    mutating func finish() {
        if open { path.close() }
        open = false
    }

    private func x(_ p: FT_Vector) -> Double { Double(p.x) * scale }
    private func y(_ p: FT_Vector) -> Double { -Double(p.y) * scale }
}
