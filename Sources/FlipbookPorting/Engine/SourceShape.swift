import SwiftSyntax

/// Limits on a source's shape, checked before the work they protect: swift-syntax's parser looks ahead over
/// directly nested `[` brackets in time that doubles with every level (20 levels of `[[[…]]]` took 13 s), and
/// swift-syntax walks trees recursively, so a chain of 3,000 `?.b` overflowed the stack. Real code stays far
/// below both limits.
enum SourceShape {
    /// How deep `[` brackets may nest (outside comments and string literals).
    static let maxBracketNesting = 12
    /// How deep the syntax tree may be.
    static let maxTreeDepth = 1000

    /// The offset of the first `[` nested deeper than ``maxBracketNesting``, if any. Comments and string
    /// literals are skipped roughly (raw strings as if they were plain), which is enough to count brackets.
    static func tooDeepBracket(in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["):
                depth += 1
                if depth > maxBracketNesting { return index }
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index = end(ofBlockComment: bytes, from: index) - 1
            case UInt8(ascii: "\""):
                index = end(ofString: bytes, from: index) - 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The offset of the first node deeper than ``maxTreeDepth``, found without recursion.
    static func tooDeepNode(in tree: SourceFileSyntax) -> Int? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > maxTreeDepth { return node.positionAfterSkippingLeadingTrivia.utf8Offset }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// The offset of the first `=` that swift-syntax's diagnostics generator cannot describe, if any: the lexer
    /// finds it spaced unevenly (a character that is not a space, such as a control character, touches one side)
    /// while spaces sit on both sides in the trivia, so the generator's Fix-It adding the missing space has no
    /// change, and swift-syntax 603 traps on a Fix-It without changes (`e \u{0F}= 1`).
    static func unevenEqualWithSpacesOnBothSides(in tree: SourceFileSyntax) -> Int? {
        for token in tree.tokens(viewMode: .all)
        where token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides {
            let spaceBefore = token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
            let spaceAfter = token.trailingTrivia.contains { $0.isSpaceOrTab }
            if spaceBefore && spaceAfter { return token.positionAfterSkippingLeadingTrivia.utf8Offset }
        }
        return nil
    }

    /// The 1-based line and column of `offset`, columns counted in UTF-8 bytes as swift-syntax counts them.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// Just past the block comment starting at `start` (block comments nest in Swift).
    private static func end(ofBlockComment bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// Just past the string literal starting at `start` (`"…"` on one line, or `"""…"""`), escapes skipped.
    private static func end(ofString bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (multiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if !multiline && (byte == quote || byte == UInt8(ascii: "\n")) { return index + 1 }
            if multiline && byte == quote && index + 2 < bytes.count && bytes[index + 1] == quote
                && bytes[index + 2] == quote
            {
                return index + 3
            }
            index += 1
        }
        return bytes.count
    }
}
