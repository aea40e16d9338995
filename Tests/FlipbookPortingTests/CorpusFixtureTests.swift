import FlipbookPorting
import Foundation
import Testing

/// iOS sources in `Fixtures/Porting/` port to the files in `Tests/ClientCorpus/` of the same name, which the
/// client tests compile in Swift 5 and Swift 6 language mode with warnings as errors.
@Suite struct CorpusFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: ["PortedCard.swift", "PortedPlayer.swift"])
    func portsToTheCompiledCorpusFile(_ name: String) throws {
        let input = try String(
            contentsOf: Self.root.appendingPathComponent("Fixtures/Porting/\(name)"), encoding: .utf8)
        let expected = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ClientCorpus/\(name)"), encoding: .utf8)
        #expect(try ported(input, path: name) == expected)
    }
}
