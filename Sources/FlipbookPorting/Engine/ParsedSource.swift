import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A source file parsed once: its tree, its bytes, and how positions map to lines and columns.
struct ParsedSource {
    let source: PortingSource
    let tree: SourceFileSyntax
    let bytes: [UInt8]
    let converter: SourceLocationConverter

    /// Parses `source`; a file with syntax errors is refused, every error located.
    init(_ source: PortingSource) throws(PortingFailure) {
        self.source = source
        let bytes = Array(source.text.utf8)
        self.bytes = bytes
        func refuse(at offset: Int, _ construct: String, _ message: String) -> PortingFailure {
            let (line, column) = SourceShape.location(of: offset, in: bytes)
            return PortingFailure([
                PortingDiagnostic(
                    location: PortingLocation(path: source.path, line: line, column: column), construct: construct,
                    message: message)
            ])
        }
        if let offset = SourceShape.tooDeepBracket(in: bytes) {
            throw refuse(
                at: offset, "nested brackets",
                "brackets nested more than \(SourceShape.maxBracketNesting) deep; swift-syntax's parser takes "
                    + "time doubling with every level there: name the inner types or values")
        }
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if let offset = SourceShape.tooDeepNode(in: tree) {
            throw refuse(
                at: offset, "nesting",
                "the code nests more than \(SourceShape.maxTreeDepth) syntax levels deep (a very long chain or "
                    + "deeply nested expressions); split it with local variables")
        }
        converter = SourceLocationConverter(fileName: source.path, tree: tree)
        if tree.hasError, let offset = SourceShape.unevenEqualWithSpacesOnBothSides(in: tree) {
            throw refuse(
                at: offset, "syntax error",
                "'=' must have consistent whitespace on both sides (a character that is not a space touches it); "
                    + "the porter only takes Swift that compiles on iOS")
        }
        if tree.hasError {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).prefix(20).map { diagnostic in
                PortingDiagnostic(
                    location: location(diagnostic.position), construct: "syntax error",
                    message: "\(diagnostic.message); the porter only takes Swift that compiles on iOS")
            }
            throw PortingFailure(
                diagnostics.isEmpty
                    ? [
                        PortingDiagnostic(
                            location: location(tree.position), construct: "syntax error",
                            message: "the file does not parse; the porter only takes Swift that compiles on iOS")
                    ] : Array(diagnostics))
        }
    }

    /// The line and column of a position.
    func location(_ position: AbsolutePosition) -> PortingLocation {
        let location = converter.location(for: position)
        return PortingLocation(path: source.path, line: location.line, column: location.column)
    }

    /// Where a node's first token starts (after its leading trivia).
    func location(of node: some SyntaxProtocol) -> PortingLocation {
        location(node.positionAfterSkippingLeadingTrivia)
    }

    /// The source text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// A node's range without its leading and trailing trivia.
    func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// Where a declaration starts with its comments: the first comment after the last blank line of its leading
    /// trivia (so a file header above it stays), else its first token.
    func declarationStart(_ node: some SyntaxProtocol) -> Int {
        var offset = node.position.utf8Offset
        var start: Int?
        for piece in node.leadingTrivia {
            switch piece {
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                if count > 1 { start = nil }
            case .spaces, .tabs, .verticalTabs, .formfeeds: break
            default: if start == nil { start = offset }
            }
            offset += piece.sourceLength.utf8Length
        }
        return start ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// The start of the line holding `offset`.
    func lineStart(_ offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(at offset: Int) -> String {
        var index = lineStart(offset)
        var indent = ""
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            indent.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return indent
    }

    /// `range` widened for deleting it cleanly: over the spaces after it, and over its whole line when nothing
    /// but spaces shares the line with it.
    func removalRange(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        let start = lineStart(range.lowerBound)
        let onlySpacesBefore = bytes[start..<range.lowerBound].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
        }
        if onlySpacesBefore, end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
        {
            if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
            return start..<end
        }
        return range.lowerBound..<end
    }
}

extension ParsedSource {
    /// The start of `offset`'s line when only spaces precede it there, else `offset`.
    func lineStartIfAlone(_ offset: Int) -> Int {
        let start = lineStart(offset)
        let alone = bytes[start..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return alone ? start : offset
    }
}

extension ParsedSource {
    /// A declaration's removal range (its comments and whole lines), also taking the blank line after it when
    /// the line before it is blank or opens a body, so no double blank line or blank first line is left.
    func declarationRemovalRange(_ node: some SyntaxProtocol) -> Range<Int> {
        let lines = removalRange(declarationStart(node)..<range(of: node).upperBound)
        guard lines.lowerBound == lineStart(lines.lowerBound), lines.lowerBound > 0 else { return lines }
        let previous = lineStart(lines.lowerBound - 1)
        let previousText = text(previous..<(lines.lowerBound - 1)).trimmingSpaces
        guard previousText.isEmpty || previousText.hasSuffix("{") else { return lines }
        var end = lines.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\n") else { return lines }
        return lines.lowerBound..<(end + 1)
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
