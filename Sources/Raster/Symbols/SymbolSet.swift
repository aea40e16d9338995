import Foundation

/// The icon set that draws SF Symbols names: Material Icons (Apache-2.0, committed under
/// `Sources/Raster/Resources/Symbols` with its licence), the table of SF Symbols names it draws
/// (`symbol-map.txt`) and the list of real SF Symbols names (`sf-symbols.txt`). Read once, from the
/// committed files only, so frames never depend on the machine. Safe from any thread.
public final class SymbolSet: Sendable {
    /// What a name stands for.
    public enum Lookup: Sendable, Hashable {
        /// A symbol the set draws, as glyphs laid over each other.
        case glyphs([SymbolGlyph])
        /// A real SF Symbols name the set has no glyph for.
        case unmapped
        /// Not an SF Symbols name.
        case unknown
    }

    /// The icon font.
    public let face: FontFace
    private let map: [String: [SymbolGlyph]]
    private let names: Set<String>

    /// The set read from `folder` (which holds the font and the two tables). Throws when a file is missing
    /// or a table names a glyph the font lacks, with the file and line.
    public init(folder: URL) throws(FontError) {
        let fontURL = folder.appendingPathComponent("MaterialIcons-Regular.ttf")
        guard let data = try? Data(contentsOf: fontURL) else {
            throw FontError("cannot read the symbol font \(fontURL.path)")
        }
        face = try FontFace(data: data, name: "MaterialIcons-Regular")
        let codepoints = try Self.lines(folder, "material-codepoints.txt")
        var glyphsByName: [String: UInt32] = [:]
        for (_, line) in codepoints {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let value = UInt32(fields[1], radix: 16), let scalar = Unicode.Scalar(value)
            else { continue }
            glyphsByName[String(fields[0])] = face.shape([scalar]).first?.glyph ?? 0
        }
        var map: [String: [SymbolGlyph]] = [:]
        for (number, line) in try Self.lines(folder, "symbol-map.txt") {
            let sides = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides.count == 2 else { throw FontError("symbol-map.txt:\(number): expected `sf.name = glyph`") }
            map[sides[0]] = try sides[1].split(separator: "+").map { part throws(FontError) in
                let pieces = part.trimmingCharacters(in: .whitespaces).split(separator: "@")
                let name = String(pieces[0])
                guard let glyph = glyphsByName[name], glyph != 0 else {
                    throw FontError("symbol-map.txt:\(number): the icon font has no glyph named \"\(name)\"")
                }
                let scale = pieces.count > 1 ? Double(pieces[1]) ?? 1 : 1
                return SymbolGlyph(glyph: glyph, scale: scale)
            }
        }
        self.map = map
        names = Set(try Self.lines(folder, "sf-symbols.txt").map(\.text)).union(map.keys)
    }

    /// The set committed with Flipbook, read once and shared.
    public static func bundled() throws(FontError) -> SymbolSet {
        switch loaded {
        case .success(let set): return set
        case .failure(let error): throw error
        }
    }

    private static let loaded: Result<SymbolSet, FontError> = {
        do throws(FontError) {
            let folder = try BundledFont.folder().deletingLastPathComponent().appendingPathComponent("Symbols")
            return .success(try SymbolSet(folder: folder))
        } catch {
            return .failure(error)
        }
    }()

    /// What `name` is: glyphs to draw, a real symbol without a glyph, or no symbol at all.
    public func lookup(_ name: String) -> Lookup {
        if let glyphs = map[name] { return .glyphs(glyphs) }
        return names.contains(name) ? .unmapped : .unknown
    }

    /// Every SF Symbols name the set draws, sorted.
    public var mappedNames: [String] { map.keys.sorted() }

    /// Every SF Symbols name known to be real, sorted.
    public var knownNames: [String] { names.sorted() }

    /// The outline of `glyphs` in a 1 × 1 em box (y down, origin at the top left), every stroke made
    /// `embolden` ems thicker (negative: thinner); a glyph with a scale below 1 is shrunk about the box's centre.
    public func outline(of glyphs: [SymbolGlyph], embolden: Double) -> Path {
        var path = Path()
        for part in glyphs {
            let glyphPath = face.glyphOutline(part.glyph, embolden: embolden / max(part.scale, 0.01))
            let s = part.scale
            // Glyph outlines sit on the baseline (y from -1 to 0 em): shift them into the box, scaled about its centre.
            path.addGlyph(glyphPath, size: s, x: 0.5 - 0.5 * s, y: 0.5 + 0.5 * s)
        }
        return path
    }

    /// The non-empty, non-comment lines of a table, with their line numbers.
    private static func lines(_ folder: URL, _ file: String) throws(FontError) -> [(number: Int, text: String)] {
        let url = folder.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw FontError("cannot read the symbol table \(url.path)")
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : (index + 1, trimmed)
        }
    }
}

/// One glyph of a symbol: which glyph of the icon font, and its scale about the em box's centre (1: full size).
public struct SymbolGlyph: Sendable, Hashable {
    /// The glyph index in the icon font.
    public var glyph: UInt32
    /// The glyph's size relative to the em box.
    public var scale: Double

    /// A glyph at a scale.
    public init(glyph: UInt32, scale: Double = 1) {
        self.glyph = glyph
        self.scale = scale
    }
}
