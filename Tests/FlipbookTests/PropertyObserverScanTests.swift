import Foundation
import Testing

/// Public properties of Flipbook must do their work in a setter, never in `didSet`/`willSet`: Swift skips
/// observers when a property is set in an initializer of its own class, which includes a client's
/// `convenience init` in an extension, while UIKit's setters always run (see ConvenienceInitializerTests).
/// This scans the sources so that no new observer on a client-settable property slips in.
@Suite struct PropertyObserverScanTests {
    /// `Sources/Flipbook`, found from this file's path.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Flipbook")

    /// Every `didSet`/`willSet` of a property clients can set, as `File.swift:LINE: declaration`.
    static func observedPublicProperties(in text: String, file: String) -> [String] {
        let lines = text.components(separatedBy: "\n").map { line -> String in
            guard let comment = line.range(of: "//") else { return line }
            return String(line[..<comment.lowerBound])
        }
        var found: [String] = []
        for (index, line) in lines.enumerated() where line.contains(/\b(didSet|willSet)\s*\{/) {
            guard let declarationIndex = lines[...index].lastIndex(where: { $0.contains(/\bvar\s+\w+/) }) else {
                continue
            }
            let declaration = lines[declarationIndex]
            let isPublic = declaration.contains(/\b(public|open)\b/)
            let setterIsRestricted = declaration.contains(/\b(private|fileprivate|internal)\(set\)/)
            if isPublic, !setterIsRestricted {
                let trimmed = declaration.trimmingCharacters(in: .whitespaces)
                found.append("\(file):\(declarationIndex + 1): \(trimmed)")
            }
        }
        return found
    }

    @Test func noPublicPropertyWorksInAnObserver() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        var scanned = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            scanned += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            found += Self.observedPublicProperties(in: text, file: url.lastPathComponent)
        }
        #expect(scanned > 100, "the scan found Flipbook's sources")
        #expect(found.isEmpty, "make these computed over private storage:\n\(found.sorted().joined(separator: "\n"))")
    }

    @Test func theScanFindsObserversOnPublicPropertiesOnly() {
        let sample = """
            open class Sample {
                open var image: Int = 0 {
                    didSet { redraw() }
                }
                public private(set) var count = 0 {
                    didSet { redraw() }
                }
                var layout = 0 {
                    didSet { redraw() }
                }
                // A comment mentioning didSet { } is not code.
                public var title: String? {
                    willSet { redraw() }
                }
            }
            """
        #expect(
            Self.observedPublicProperties(in: sample, file: "Sample.swift") == [
                "Sample.swift:2: open var image: Int = 0 {", "Sample.swift:12: public var title: String? {",
            ])
    }
}
