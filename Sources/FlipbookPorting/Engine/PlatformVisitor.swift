import SwiftSyntax

/// A visitor that sees the code iOS compiles: of a `#if` whose conditions are about the platform it walks only
/// the iOS clause (`resolved(_:chosen:)` is told), and of any other `#if` every clause.
class PlatformVisitor: SyntaxVisitor {
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let chosen = PlatformCondition.chosenClause(of: node) else { return .visitChildren }
        resolved(node, chosen: chosen)
        if let elements = chosen?.elements { walk(elements) }
        return .skipChildren
    }

    /// Called for each `#if` decided on iOS, before its chosen clause is walked.
    func resolved(_ ifConfig: IfConfigDeclSyntax, chosen: IfConfigClauseSyntax?) {}
}
