import Foundation
import Raster
import Testing

/// The README gallery is current: Fixtures/Gallery holds exactly the sheets Scripts/gallery.sh makes,
/// each with the pixels the binary renders now with the script's options (pixels, not PNG bytes, which
/// change with the zlib version), and README shows each.
@Suite struct GalleryTests {
    /// The words of the bash array `name=(…)` in Scripts/gallery.sh.
    static func scriptArray(_ name: String) throws -> [String] {
        let script = try String(
            contentsOf: FlipbookBinary.packageRoot.appendingPathComponent("Scripts/gallery.sh"), encoding: .utf8)
        let line = try #require(
            script.split(separator: "\n").first { $0.hasPrefix("\(name)=(") && $0.hasSuffix(")") },
            "Scripts/gallery.sh has no \(name)=(…) line")
        return line.dropFirst(name.count + 2).dropLast().split(separator: " ").map(String.init)
    }

    /// The sheets the script makes (empty when the script cannot be read: ``scriptListsSheets()`` fails then).
    static let entries = (try? scriptArray("entries")) ?? []

    static let galleryFolder = FlipbookBinary.packageRoot.appendingPathComponent("Fixtures/Gallery")

    /// Guards the parameterized test below, which would pass with no cases at all.
    @Test func scriptListsSheets() throws {
        let entries = try Self.scriptArray("entries")
        #expect(!entries.isEmpty, "Scripts/gallery.sh lists no entries")
        #expect(entries == Self.entries)
    }

    @Test func folderHoldsExactlyTheScriptsEntries() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.galleryFolder.path).sorted()
        #expect(files == (try Self.scriptArray("entries")).map { "\($0).png" }.sorted())
    }

    @Test func readmeShowsEverySheet() throws {
        let readme = try String(
            contentsOf: FlipbookBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for entry in try Self.scriptArray("entries") {
            #expect(readme.contains("](Fixtures/Gallery/\(entry).png)"), "README.md does not show \(entry)")
        }
    }

    @Test(arguments: entries)
    func sheetIsWhatTheCodeRendersNow(_ entry: String) throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(
            ["render", entry, "-o", folder.url.path] + (try Self.scriptArray("render_options")))
        #expect(result.status == 0, "\(result.stderr)")
        let rendered = try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("contact-sheet.png"))
        let stored = try PNGDecoder().decode(contentsOf: Self.galleryFolder.appendingPathComponent("\(entry).png"))
        #expect(
            rendered == stored,
            "Fixtures/Gallery/\(entry).png is out of date: run Scripts/gallery.sh and look at the result")
    }
}
