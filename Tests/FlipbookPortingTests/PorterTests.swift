import FlipbookPorting
import Testing

@Suite struct PorterTests {
    @Test func filesThatDoNotParseAreRefusedWithTheirPlace() {
        let errors = diagnostics("import UIKit\nclass A {\n    func f( {\n}\n", path: "Broken.swift")
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.hasPrefix("Broken.swift:") && $0.contains("error: syntax error") })
    }

    @Test func outputAndRecordsAreSortedAndRepeatable() throws {
        let sources = [
            PortingSource(path: "b/B.swift", outputPath: "B.swift", text: "import UIKit\n@objc class B {}\n"),
            PortingSource(path: "a/A.swift", outputPath: "A.swift", text: "class A {}\n"),
        ]
        let first = try Porter().port(sources)
        let second = try Porter().port(sources.reversed())
        #expect(first.files == second.files)
        #expect(first.records == second.records)
        #expect(first.files.map(\.outputPath) == ["A.swift", "B.swift"])
        #expect(
            first.records.map(\.description) == [
                "a/A.swift:1:1: module-import: `import Flipbook` added: the file imports no UIKit module",
                "b/B.swift:1:1: import: `UIKit` -> `Flipbook`",
                "b/B.swift:2:1: objc-attribute: `@objc` removed",
            ])
    }

    @Test func aFileWithNothingToPortComesBackByteForByte() throws {
        // A decomposed "é" equals the composed one as a String, so only the bytes tell an edit from none;
        // CRLF line ends and a trailing space must survive too.
        let text = "import Flipbook\r\n\r\nlet name = \"Cafe\u{301}\" \r\nclass A {}\n"
        #expect(Array(try ported(text).utf8) == Array(text.utf8))
        #expect(try rules(text).isEmpty)
    }

    @Test func aPortedFilePortsAgainUnchanged() throws {
        let text = "import UIKit\n@objc class B: NSObject {\n    @objc func f() {}\n}\n"
        let output = try ported(text)
        #expect(output != text)
        #expect(output.hasPrefix("import Flipbook\n"))
        #expect(try ported(output) == output)
    }

    @Test func twoFilesWithTheSameOutputAreRefused() {
        #expect(throws: PortingFailure.self) {
            try Porter().port([
                PortingSource(path: "a/X.swift", outputPath: "X.swift", text: ""),
                PortingSource(path: "b/X.swift", outputPath: "X.swift", text: ""),
            ])
        }
    }

    @Test func everyErrorOfEveryFileIsReported() {
        do {
            _ = try Porter().port([
                PortingSource(path: "A.swift", text: "class A { let s = #selector(getter: A.x) }\n"),
                PortingSource(path: "B.swift", text: "let s = Selector(\"x\")\n"),
            ])
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.map(\.location.path) == ["A.swift", "B.swift"])
        }
    }
}
