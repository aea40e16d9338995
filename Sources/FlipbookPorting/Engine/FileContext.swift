import SwiftSyntax

/// An `override` member of an extension that moves into its class's body.
struct PlannedMove {
    /// The member's lines in its file (comments included).
    var range: Range<Int>
    /// The class's file and the offset of its closing brace.
    var targetFile: Int
    var targetBrace: Int
}

/// One file's rewrite in progress: the edits, records and diagnostics its rules produce.
final class FileContext {
    let parsed: ParsedSource
    let index: ModuleIndex
    var edits = SourceEdits()
    var records: [PortingRecord] = []
    var diagnostics: [PortingDiagnostic] = []
    var moves: [PlannedMove] = []
    /// Ranges deleted whole once their moved members are taken out (their other edits are dropped).
    var swallowed: [Range<Int>] = []
    /// Whether a top-level import now reads `import Flipbook`.
    var importsFlipbook = false

    init(parsed: ParsedSource, index: ModuleIndex) {
        self.parsed = parsed
        self.index = index
    }

    /// Notes a rewrite of `node` for `--explain`.
    func record(_ rule: PortingRule, _ node: some SyntaxProtocol, _ detail: String) {
        records.append(PortingRecord(location: parsed.location(of: node), rule: rule, detail: detail))
    }

    /// Refuses `node`: `construct` is what it is, `message` what is wrong and what to do.
    func fail(_ node: some SyntaxProtocol, _ construct: String, _ message: String) {
        diagnostics.append(
            PortingDiagnostic(location: parsed.location(of: node), construct: construct, message: message))
    }

    /// Deletes `node` (and the spaces after it, or its whole line when it stands alone on it).
    func remove(_ node: some SyntaxProtocol) {
        edits.replace(parsed.removalRange(parsed.range(of: node)), with: "")
    }

    /// Replaces `node`'s text (without trivia) with `text`.
    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.replace(parsed.range(of: node), with: text)
    }
}
