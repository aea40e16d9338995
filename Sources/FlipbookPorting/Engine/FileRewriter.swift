import SwiftSyntax

/// Walks one file as iOS compiles it and hands each construct to the rule that ports it.
final class FileRewriter: TypeScopeVisitor {
    let context: FileContext

    init(context: FileContext) {
        self.context = context
    }

    /// Walks the file; `finish` adds what the whole file decides (its `import Flipbook`).
    func run() {
        walk(context.parsed.tree)
        ImportRule.finish(context)
    }

    override func resolved(_ ifConfig: IfConfigDeclSyntax, chosen: IfConfigClauseSyntax?) {
        ConditionalCompilationRule.rewrite(ifConfig, chosen: chosen, context)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        ImportRule.rewrite(node, context)
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        ObjCAttributeRule.rewrite(node, context)
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        ObjCAttributeRule.rewrite(node, context)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        ExtensionOverrideRule.rewrite(node, context)
        return super.visit(node)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        OptionalRequirementRule.rewrite(node, context)
        ObjCAttributeRule.makeClassBound(node, context)
        return super.visit(node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = typeNames.last { LayerInitializerRule.rewrite(node, inType: type, context) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        NSManagedRule.rewrite(node, inType: typeNames.last, context)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" {
            SelectorRule.rewrite(node, inType: !typeNames.isEmpty, context)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        SelectorRule.refuseRuntimeSelectors(node, context)
        return .visitChildren
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        OptionalCallRule.rewrite(node, context)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        OptionalCallRule.rewrite(node, context)
        return .visitChildren
    }
}
