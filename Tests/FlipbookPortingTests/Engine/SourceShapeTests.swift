import Testing

@testable import FlipbookPorting

/// Sources whose shape would make swift-syntax take exponential time or overflow the stack are refused, located,
/// before the parser or a tree walk sees them (both found by the `port` fuzz target's seeds).
@Suite struct SourceShapeTests {
    @Test func bracketsNestedTooDeepAreRefusedBeforeParsing() {
        // 20 levels took the parser 13 s; 40 would take hours.
        let text = "import UIKit\n\nlet grid = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(
            diagnostics(text) == [
                """
                Test.swift:3:24: error: nested brackets: brackets nested more than 12 deep; swift-syntax's parser \
                takes time doubling with every level there: name the inner types or values
                """
            ])
    }

    @Test func bracketsInCommentsAndStringsAreNotCounted() throws {
        let deep = String(repeating: "[", count: 30)
        let text = """
            // \(deep)
            /* \(deep) /* nested */ \(deep) */
            let a = "\(deep)\\"\(deep)"
            let b = \"""
                \(deep)
                \"""
            let c: [[[Int]]] = [[[1]]]
            """
        #expect(diagnostics(text) == [])
    }

    @Test func chainsTooLongAreRefusedBeforeATreeWalk() {
        // 3,000 links overflowed the stack of a debug build in swift-syntax's recursive text walk.
        let text = "let x = a" + String(repeating: "?.b", count: 3000)
        let found = diagnostics(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Test.swift:1:") == true, "\(found)")
        #expect(found.first?.contains("error: nesting: the code nests more than 1000 syntax levels deep") == true)
    }

    @Test func ordinaryNestingPorts() throws {
        let text =
            "let x = a" + String(repeating: "?.b", count: 100) + "\nlet y = " + String(repeating: "[", count: 12)
            + String(repeating: "]", count: 12)
        #expect(try ported(text).hasPrefix("import Flipbook\n"))
    }

    @Test func anEqualSwiftSyntaxCannotDescribeIsRefusedLocated() {
        // Found by the `port` fuzz target: a control character between a space and `=` made swift-syntax's
        // diagnostics generator trap on a Fix-It without changes.
        #expect(
            diagnostics("import UIKit\nlet e = 1\ne \u{0F}= 2\n") == [
                """
                Test.swift:3:4: error: syntax error: '=' must have consistent whitespace on both sides (a character \
                that is not a space touches it); the porter only takes Swift that compiles on iOS
                """
            ])
        // Uneven spacing that swift-syntax describes itself keeps its own message.
        let own = diagnostics("let e = 1\ne= 2\n")
        #expect(own.count == 1 && own.allSatisfy { $0.hasPrefix("Test.swift:2:") && !$0.contains("touches it") })
    }

    @Test func locationsCountLinesAndUTF8Columns() {
        let bytes = Array("ab\nçd[".utf8)
        #expect(SourceShape.location(of: 0, in: bytes) == (1, 1))
        #expect(SourceShape.location(of: 3, in: bytes) == (2, 1))
        #expect(SourceShape.location(of: 6, in: bytes) == (2, 4)) // ç is two bytes
    }
}
