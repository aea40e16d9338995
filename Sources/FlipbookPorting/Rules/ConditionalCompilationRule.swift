import SwiftSyntax

/// A `#if` decided by the platform (`canImport(UIKit)`, `os(iOS)`, `!os(macOS)`, `os(iOS) || os(tvOS)`, …) keeps
/// the clause iOS compiles, without its directive lines; the other clauses go.
enum ConditionalCompilationRule {
    static func rewrite(_ node: IfConfigDeclSyntax, chosen: IfConfigClauseSyntax?, _ context: FileContext) {
        let parsed = context.parsed
        let blockStart = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let blockEnd = node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset
        guard let chosen, let elements = chosen.elements, !elements.trimmedDescription.isEmpty else {
            context.edits.replace(parsed.removalRange(blockStart..<blockEnd), with: "")
            context.record(.conditionalCompilation, node, "`\(condition(node))`: no clause is compiled on iOS; removed")
            return
        }
        // From the `#if` to the end of the chosen clause's directive line, and from the next directive to `#endif`.
        let directiveEnd =
            chosen.condition?.endPositionBeforeTrailingTrivia.utf8Offset
            ?? chosen.poundKeyword.endPositionBeforeTrailingTrivia.utf8Offset
        context.edits.replace(parsed.removalRange(blockStart..<directiveEnd), with: "")
        let contentEnd = elements.endPositionBeforeTrailingTrivia.utf8Offset
        let nextDirective = parsed.lineStart(nextDirectiveStart(after: chosen, in: node))
        let tail = max(contentEnd, nextDirective)
        context.edits.replace(parsed.removalRange(tail..<blockEnd), with: "")
        dedent(contentStart: directiveEnd, contentEnd: contentEnd, under: blockStart, context)
        let clauseText = chosen.poundKeyword.text + (chosen.condition.map { " " + $0.trimmedDescription } ?? "")
        context.record(
            .conditionalCompilation, node,
            "`\(condition(node))`: kept the iOS clause (`\(clauseText)`)"
        )
    }

    /// Takes the clause's extra indentation (what `#if` blocks indented by swift-format have) off its lines, when
    /// every non-blank line has it; a line another rule deletes keeps its deletion.
    private static func dedent(contentStart: Int, contentEnd: Int, under blockStart: Int, _ context: FileContext) {
        let parsed = context.parsed
        let outer = parsed.indentation(at: blockStart)
        var lineStarts: [Int] = []
        var offset = contentStart
        while offset < contentEnd {
            if parsed.bytes[offset] == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
            offset += 1
        }
        let lines = lineStarts.filter { $0 < contentEnd }.map { start -> (Int, String) in
            (start, parsed.indentation(at: start))
        }
        let nonBlank = lines.filter { start, indent in
            let end = start + indent.utf8.count
            return end < parsed.bytes.count && parsed.bytes[end] != UInt8(ascii: "\n")
        }
        guard let extra = nonBlank.map({ $0.1.utf8.count }).min(), extra > outer.utf8.count,
            nonBlank.allSatisfy({ $0.1.hasPrefix(outer) })
        else { return }
        let cut = extra - outer.utf8.count
        for (start, _) in nonBlank {
            let from = start + outer.utf8.count
            context.edits.deleteUnlessEdited(from..<(from + cut))
        }
    }

    private static func condition(_ node: IfConfigDeclSyntax) -> String {
        "#if " + (node.clauses.first?.condition?.trimmedDescription ?? "")
    }

    private static func nextDirectiveStart(after clause: IfConfigClauseSyntax, in node: IfConfigDeclSyntax) -> Int {
        let clauses = Array(node.clauses)
        if let index = clauses.firstIndex(where: { $0.id == clause.id }), index + 1 < clauses.count {
            return clauses[index + 1].poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset
    }
}
