import SwiftParser
import SwiftSyntax

/// Rewrites iOS Swift sources so that they compile against `import Flipbook`, with the same meaning.
///
/// All files are ported together, as one module: an `@objc optional` requirement declared in one file changes
/// its calls in the others, and an extension's `override` moves into its class wherever that is declared.
/// Everything that cannot be ported is reported with its location, and then nothing is ported.
public struct Porter: Sendable {
    /// A porter.
    public init() {}

    /// Ports `sources`; the result's files and records are sorted, the same for the same input.
    public func port(_ sources: [PortingSource]) throws(PortingFailure) -> PortingResult {
        var diagnostics: [PortingDiagnostic] = []
        var seen: [String: String] = [:]
        for source in sources {
            if let other = seen[source.outputPath] {
                diagnostics.append(
                    PortingDiagnostic(
                        location: PortingLocation(path: source.path, line: 1, column: 1), construct: source.outputPath,
                        message: "\(other) is ported to the same output file; rename one of them"))
            }
            seen[source.outputPath] = source.path
        }
        var parsed: [ParsedSource] = []
        for source in sources.sorted(by: { $0.outputPath < $1.outputPath }) {
            do throws(PortingFailure) {
                parsed.append(try ParsedSource(source))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw PortingFailure(diagnostics) }

        let index = ModuleIndex(parsed)
        let contexts = parsed.map { FileContext(parsed: $0, index: index) }
        for context in contexts {
            FileRewriter(context: context).run()
            diagnostics += context.diagnostics
        }
        guard diagnostics.isEmpty else { throw PortingFailure(diagnostics) }

        for context in contexts {
            for move in context.moves {
                let inner = context.edits.extract(within: move.range, takingInsertionsAtStart: true)
                let moved = inner.apply(to: context.parsed.bytes[move.range]).text
                let target = contexts[move.targetFile]
                let text = placement(
                    of: moved, before: move.targetBrace, in: target.parsed, from: context.parsed,
                    at: move.range.lowerBound)
                target.edits.insert(text, at: target.parsed.lineStartIfAlone(move.targetBrace))
            }
        }
        for context in contexts {
            for range in context.swallowed {
                _ = context.edits.extract(within: range, takingInsertionsAtStart: false)
                context.edits.replace(range, with: "")
            }
        }

        var files: [PortedFile] = []
        var records: [PortingRecord] = []
        for context in contexts {
            let (text, overlaps) = context.edits.apply(to: context.parsed.bytes[...])
            for offset in overlaps {
                diagnostics.append(
                    PortingDiagnostic(
                        location: context.parsed.location(AbsolutePosition(utf8Offset: offset)), construct: "rewrite",
                        message: "two rewrites claim the same code (a porter bug); please report this file"))
            }
            // A file the porter left byte for byte as it was parsed without errors already; only edited text
            // needs parsing again.
            let edited = !text.utf8.elementsEqual(context.parsed.bytes)
            if edited, Parser.parse(source: text).hasError {
                diagnostics.append(
                    PortingDiagnostic(
                        location: PortingLocation(path: context.parsed.source.path, line: 1, column: 1),
                        construct: "ported file",
                        message: "the ported copy does not parse (a porter bug); please report this file"))
            }
            files.append(PortedFile(outputPath: context.parsed.source.outputPath, text: text))
            records += context.records
        }
        guard diagnostics.isEmpty else { throw PortingFailure(diagnostics) }
        return PortingResult(files: files, records: records.sorted())
    }

    /// The moved member's lines, indented for the class body, with a blank line before them.
    private func placement(
        of moved: String, before brace: Int, in target: ParsedSource, from source: ParsedSource, at start: Int
    ) -> String {
        let bodyIndent = target.indentation(at: brace) + "    "
        let memberIndent = source.indentation(at: start)
        var lines = moved.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.trimmingSpaces.isEmpty == true { lines.removeLast() }
        if memberIndent != bodyIndent {
            lines = lines.map { line in
                line.hasPrefix(memberIndent) ? bodyIndent + line.dropFirst(memberIndent.count) : line
            }
        }
        let text = "\n" + lines.map { $0 + "\n" }.joined()
        return target.lineStartIfAlone(brace) == brace ? text + target.indentation(at: brace) : text
    }
}
