import SwiftSyntax

/// `@objc optional` requirements become ordinary requirements with default implementations in an extension
/// right after the protocol, so conforming types may still leave them out. A default does what the missing
/// method did for its callers: nothing for `Void`, nil for an optional type; otherwise the value every caller
/// falls back on (`delegate?.shouldDismiss?() ?? true` gives `true`), else the type's zero (`false`, `0`, `""`,
/// `.zero`, `[]`). A type with neither is refused: say which value a missing implementation stands for.
enum OptionalRequirementRule {
    /// The requirement `decl` declares, if it is `optional`.
    static func requirement(_ decl: DeclSyntax, in protocolDecl: ProtocolDeclSyntax) -> OptionalRequirement? {
        if let function = decl.as(FunctionDeclSyntax.self), isOptional(function.modifiers) {
            return OptionalRequirement(
                name: function.name.text,
                labels: function.signature.parameterClause.parameters.map(\.firstName.text),
                type: function.signature.returnClause?.type.trimmedDescription, protocolName: protocolDecl.name.text)
        }
        if let variable = decl.as(VariableDeclSyntax.self), isOptional(variable.modifiers),
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return OptionalRequirement(
                name: name, labels: nil, type: binding.typeAnnotation?.type.trimmedDescription,
                protocolName: protocolDecl.name.text)
        }
        return nil
    }

    static func rewrite(_ node: ProtocolDeclSyntax, _ context: FileContext) {
        var implementations: [String] = []
        let access =
            node.modifiers.first { ["public", "package"].contains($0.name.text) }.map { $0.name.text + " " } ?? ""
        for member in node.memberBlock.members {
            guard let requirement = requirement(member.decl, in: node),
                let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                let optional = modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) })
            else { continue }
            context.remove(optional)
            guard let body = defaultBody(requirement, context) else {
                context.fail(
                    member.decl, "optional requirement `\(requirement.key)`",
                    "it returns `\(requirement.type ?? "")`, which has no value that says \"not implemented\" and no "
                        + "caller falls back on one value (`?? value`); give every call the same `?? value`, or make "
                        + "the requirement non-optional and implement it")
                continue
            }
            let isStatic = modifiers.contains { ["static", "class"].contains($0.name.text) }
            let prefix = access + (isStatic ? "static " : "")
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let end = (function.genericWhereClause.map(Syntax.init) ?? Syntax(function.signature))
                let signature = context.parsed.text(
                    function.funcKeyword.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<end.endPositionBeforeTrailingTrivia.utf8Offset)
                implementations.append(prefix + signature + (body.isEmpty ? " {}" : " { \(body) }"))
            } else {
                implementations.append(prefix + "var \(requirement.name): \(requirement.type ?? "") { \(body) }")
            }
            context.record(
                .optionalRequirement, member.decl,
                "`optional` removed from `\(requirement.key)`; default implementation "
                    + (body.isEmpty ? "does nothing" : "returns `\(body)`"))
        }
        guard !implementations.isEmpty else { return }
        let indent = context.parsed.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let inner = indent + "    "
        let text =
            "\n\n\(indent)extension \(node.name.text) {\n"
            + implementations.map { inner + $0 + "\n" }.joined() + "\(indent)}"
        context.edits.insert(text, at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The default implementation's body: "" for nothing, else the returned expression; nil when none is sensible.
    private static func defaultBody(_ requirement: OptionalRequirement, _ context: FileContext) -> String? {
        if requirement.returnsVoid { return "" }
        if requirement.hasOptionalType { return "nil" }
        if let defaults = context.index.callerDefaults[requirement.key], defaults.count == 1, let only = defaults.first
        {
            return only
        }
        return requirement.type.flatMap(ZeroValue.of)
    }

    private static func isOptional(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
    }
}
