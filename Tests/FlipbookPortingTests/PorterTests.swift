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
