import SwiftSyntax

/// `import UIKit` (and `UIKit.UIGestureRecognizerSubclass`, `import class UIKit.UIView`), `CoreGraphics`,
/// `QuartzCore`, `CoreAnimation` and `Foundation` become `import Flipbook`, once per file; a file importing none of
/// them gets `import Flipbook`, as the framework's umbrella header gave every file UIKit. Other imports stay.
/// Foundation goes too because Flipbook re-exports it, and only then does Flipbook's virtual-clock
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` win over Foundation's (a direct import makes it ambiguous).
enum ImportRule {
    /// The modules Flipbook stands for.
    static let portedModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "CoreAnimation", "Foundation"]

    static func rewrite(_ node: ImportDeclSyntax, _ context: FileContext) {
        guard let module = node.path.first?.name.text else { return }
        let topLevel = isTopLevel(node)
        if module == "Flipbook" {
            if topLevel && context.importsFlipbook {
                context.remove(node)
                context.record(.import, node, "duplicate `\(node.trimmedDescription)` removed")
            }
            if topLevel { context.importsFlipbook = true }
            return
        }
        guard portedModules.contains(module) else { return }
        if topLevel && context.importsFlipbook {
            context.edits.replace(
                context.parsed.removalRange(
                    context.parsed.declarationStart(node)..<context.parsed.range(of: node).upperBound),
                with: "")
            context.record(
                .import, node, "`\(node.path.trimmedDescription)` removed: the file already imports Flipbook")
            return
        }
        let start = (node.importKindSpecifier ?? node.path.first!.name).positionAfterSkippingLeadingTrivia.utf8Offset
        context.edits.replace(start..<node.path.endPositionBeforeTrailingTrivia.utf8Offset, with: "Flipbook")
        context.record(.import, node, "`\(node.path.trimmedDescription)` -> `Flipbook`")
        if topLevel { context.importsFlipbook = true }
    }

    /// Adds `import Flipbook` to a file without one: above its first import, else at its top (below a header
    /// comment that a blank line ends).
    static func finish(_ context: FileContext) {
        guard !context.importsFlipbook else { return }
        let tree = context.parsed.tree
        if let first = tree.statements.first(where: { $0.item.is(ImportDeclSyntax.self) }) {
            context.edits.insert("import Flipbook\n", at: context.parsed.declarationStart(first))
        } else {
            context.edits.insert("import Flipbook\n\n", at: headerEnd(of: tree))
        }
        context.records.append(
            PortingRecord(
                location: PortingLocation(path: context.parsed.source.path, line: 1, column: 1), rule: .moduleImport,
                detail: "`import Flipbook` added: the file imports no UIKit module"))
    }

    /// An import outside any `#if` (a decided `#if` counts as outside: its lines go).
    private static func isTopLevel(_ node: ImportDeclSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let clause = current.as(IfConfigDeclSyntax.self), PlatformCondition.chosenClause(of: clause) == nil {
                return false
            }
            parent = current.parent
        }
        return true
    }

    /// The offset after the file's header comment (line comments ended by a blank line), or 0.
    private static func headerEnd(of tree: SourceFileSyntax) -> Int {
        guard let first = tree.firstToken(viewMode: .sourceAccurate) else { return 0 }
        var offset = first.position.utf8Offset
        var end = 0
        var sawComment = false
        for piece in first.leadingTrivia {
            offset += piece.sourceLength.utf8Length
            switch piece {
            case .lineComment, .blockComment: sawComment = true
            case .newlines(let count) where count > 1 && sawComment: end = offset
            case .newlines, .spaces, .tabs, .carriageReturnLineFeeds, .carriageReturns: break
            default: return end
            }
        }
        return end
    }
}
