import SwiftSyntax

/// `#selector(…)` becomes the unapplied method reference Flipbook's target-action APIs take:
/// `#selector(m)`, `#selector(m(_:))`, `#selector(self.m)`, `#selector(self.m(_:))` → `Self.m`;
/// `#selector(Type.m(_:))` → `Type.m`; a selector that names other labels keeps them, so overloads stay apart
/// (`#selector(m(_:with:))` → `Self.m(_:with:)`). The call's argument labels stay UIKit's.
/// Property selectors (`getter:`, `setter:`) and selectors for the runtime's own calls (`responds(to:)`,
/// `perform(_:)`, `Selector("name")`) have no method-reference form and are refused.
enum SelectorRule {
    /// Calls that take a selector only to look it up in the Objective-C runtime.
    static let runtimeCalls: Set<String> = [
        "responds", "perform", "instancesRespond", "cancelPreviousPerformRequests", "method", "instanceMethod",
        "forwardingTarget", "doesNotRecognizeSelector",
    ]

    static func rewrite(_ node: MacroExpansionExprSyntax, inType: Bool, _ context: FileContext) {
        let construct = node.trimmedDescription
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            context.fail(node, construct, "expected one method name; write `#selector(method(_:))`")
            return
        }
        if let label = argument.label?.text {
            context.fail(
                node, construct,
                "property selectors (`\(label):`) have no method-reference form; Flipbook has no key-value observing "
                    + "through selectors: call the property's accessor from a method and pass that method instead")
            return
        }
        if let call = enclosingCall(of: node), let name = calledName(call), runtimeCalls.contains(name) {
            context.fail(
                node, construct,
                "`\(name)` looks selectors up in the Objective-C runtime, which Linux lacks; call the method directly "
                    + "(former `@objc optional` requirements now always exist, with default implementations)")
            return
        }
        let replacement: String
        if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
            guard inType else {
                context.fail(
                    node, construct,
                    "a selector outside a type has no `Self`; qualify it with its type: `#selector(Type.method)`")
                return
            }
            replacement = "Self." + methodName(reference)
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseText = base.trimmedDescription
            if baseText == "self" || baseText == "Self" {
                guard inType else {
                    context.fail(node, construct, "a selector outside a type has no `Self`; qualify it with its type")
                    return
                }
                replacement = "Self." + methodName(member.declName)
            } else if let first = baseText.unicodeScalars.first, first.properties.isUppercase {
                replacement = baseText + "." + methodName(member.declName)
            } else {
                context.fail(
                    node, construct,
                    "`\(baseText)` is not a type or `self`; name the method through its type: `#selector(Type.method)`")
                return
            }
        } else {
            context.fail(
                node, construct, "expected a method name; write `#selector(method(_:))` or `#selector(Type.method)`")
            return
        }
        context.replace(node, with: replacement)
        context.record(.selector, node, "`\(construct)` -> `\(replacement)`")
    }

    /// `Selector("name:")`, `NSSelectorFromString(…)`: strings the runtime resolves.
    static func refuseRuntimeSelectors(_ node: FunctionCallExprSyntax, _ context: FileContext) {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name == "Selector" || name == "NSSelectorFromString"
        else { return }
        context.fail(
            node, node.trimmedDescription,
            "selectors made from strings need the Objective-C runtime; use `#selector(method)` so the porter can "
                + "turn it into a method reference")
    }

    /// `m` for `m`, `m(_:)`; `m(_:with:)` when other labels are named.
    private static func methodName(_ reference: DeclReferenceExprSyntax) -> String {
        let name = reference.baseName.text
        guard let arguments = reference.argumentNames?.arguments else { return name }
        let labels = arguments.map(\.name.text)
        if labels.isEmpty || labels == ["_"] { return name }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    private static func enclosingCall(of node: MacroExpansionExprSyntax) -> FunctionCallExprSyntax? {
        node.parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self)?.parent?
            .as(FunctionCallExprSyntax.self)
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
