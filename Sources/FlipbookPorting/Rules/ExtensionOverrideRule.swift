import SwiftSyntax

/// `override` members declared in an extension (which Swift allows only for `@objc` members) move to the end of
/// the class's body, with the extension's access level; an extension left empty goes. The class must be among
/// the ported files.
enum ExtensionOverrideRule {
    static func rewrite(_ node: ExtensionDeclSyntax, _ context: FileContext) {
        let members = Array(node.memberBlock.members)
        let overrides = members.filter { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                .contains { $0.name.tokenKind == .keyword(.override) } ?? false
        }
        guard !overrides.isEmpty else { return }
        let typeName = node.extendedType.trimmedDescription
        guard let target = context.index.classNamed(typeName), node.genericWhereClause == nil else {
            for member in overrides {
                context.fail(
                    member.decl, "override in an extension of \(typeName)",
                    node.genericWhereClause != nil
                        ? "a constrained extension cannot hold overrides outside the Objective-C runtime; move it into "
                            + "the class body"
                        : "`\(typeName)` is not among the ported files, and Swift allows overrides in extensions only "
                            + "for `@objc` members; port the file that declares `\(typeName)` with this one, or "
                            + "subclass it and override there")
            }
            return
        }
        let parsed = context.parsed
        let access =
            node.modifiers.first { modifier in
                ["public", "package", "internal", "fileprivate", "private", "open"].contains(modifier.name.text)
            }.map { $0.name.text == "private" ? "fileprivate " : $0.name.text + " " } ?? ""
        for member in overrides {
            let range = parsed.declarationRemovalRange(member.decl)
            let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            let hasAccess =
                modifiers?.contains { modifier in
                    ["public", "package", "internal", "fileprivate", "private", "open"].contains(modifier.name.text)
                } ?? false
            if !access.isEmpty, !hasAccess, let first = modifiers?.first {
                context.edits.insert(access, at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            context.moves.append(
                PlannedMove(range: range, targetFile: target.file, targetBrace: target.rightBrace))
            context.record(.extensionOverride, member.decl, "moved into the body of class `\(typeName)`")
        }
        if overrides.count == members.count, node.inheritanceClause == nil {
            context.swallowed.append(parsed.declarationRemovalRange(node))
        } else {
            context.swallowed.append(contentsOf: context.moves.suffix(overrides.count).map(\.range))
        }
    }
}
