import Foundation
import Raster
import Testing

/// The committed icon set: every SF Symbols name it maps draws a non-empty outline, the tables agree, and
/// emboldening changes stroke widths.
@Suite struct SymbolSetTests {
    @Test func everyMappedNameDrawsAnOutlineInsideTheBox() throws {
        let set = try SymbolSet.bundled()
        #expect(set.mappedNames.count >= 1000)
        for name in set.mappedNames {
            guard case .glyphs(let glyphs) = set.lookup(name) else {
                Issue.record("\(name) is mapped but does not resolve")
                continue
            }
            let path = set.outline(of: glyphs, embolden: 0)
            #expect(!path.isEmpty, "\(name) has an empty outline")
            guard let bounds = path.tightBounds else { continue }
            #expect(bounds.x >= -0.01 && bounds.y >= -0.01, "\(name) starts outside the box: \(bounds)")
            #expect(bounds.x + bounds.width <= 1.01 && bounds.y + bounds.height <= 1.01, "\(name): \(bounds)")
        }
    }

    @Test func realNamesWithoutGlyphsAndOtherNamesAreTold() throws {
        let set = try SymbolSet.bundled()
        #expect(set.lookup("swift") == .unmapped)
        #expect(set.lookup("heart.fill") != .unmapped && set.lookup("heart.fill") != .unknown)
        #expect(set.lookup("not.a.symbol") == .unknown)
        #expect(set.lookup("") == .unknown)
        #expect(Set(set.mappedNames).isSubset(of: Set(set.knownNames)))
    }

    @Test func emboldeningWidensStrokes() throws {
        let set = try SymbolSet.bundled()
        guard case .glyphs(let plus) = set.lookup("plus") else { throw SymbolTestError.missing }
        #expect(plus == [SymbolGlyph(glyph: plus[0].glyph, scale: 1)])
        let thin = try #require(set.outline(of: plus, embolden: -0.04).tightBounds)
        let regular = try #require(set.outline(of: plus, embolden: 0).tightBounds)
        let black = try #require(set.outline(of: plus, embolden: 0.06).tightBounds)
        #expect(thin.width < regular.width && regular.width < black.width)
        #expect(abs(black.width - regular.width - 0.06) < 0.005, "the edges move out by half the strength each")
    }

    @Test func aTableNamingAMissingGlyphIsALocatedError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try BundledFont.folder().deletingLastPathComponent().appendingPathComponent("Symbols")
        for file in ["MaterialIcons-Regular.ttf", "material-codepoints.txt", "sf-symbols.txt"] {
            try FileManager.default.copyItem(
                at: bundled.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        try "# a comment\nheart = favorite\nstar = no_such_icon\n".write(
            to: folder.appendingPathComponent("symbol-map.txt"), atomically: true, encoding: .utf8)
        #expect(throws: FontError.self) { try SymbolSet(folder: folder) }
        do {
            _ = try SymbolSet(folder: folder)
        } catch {
            #expect(error.message == "symbol-map.txt:3: the icon font has no glyph named \"no_such_icon\"")
        }
    }
}

enum SymbolTestError: Error { case missing }
