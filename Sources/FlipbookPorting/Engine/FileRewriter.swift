import SwiftSyntax

/// Walks one file as iOS compiles it and hands each construct to the rule that ports it.
final class FileRewriter: PlatformVisitor {
    let context: FileContext
    /// Names of the types the walk is inside, innermost last (`Outer.Inner` for extensions as written).
    private(set) var typeNames: [String] = []

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

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.extendedType.trimmedDescription)
        ExtensionOverrideRule.rewrite(node, context)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        OptionalRequirementRule.rewrite(node, context)
        ObjCAttributeRule.makeClassBound(node, context)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeNames.removeLast() }

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
