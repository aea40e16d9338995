import SwiftSyntax

/// Calls of former `@objc optional` requirements lose the `?` that asked whether the method exists:
/// `delegate?.m?(a)` → `delegate?.m(a)`, `x.m?(a)` → `x.m(a)`, and `x?.prop?.y` → `x?.prop.y` for a property of
/// non-optional type. Where the receiver is not optional, the call's value was optional only because of that `?`:
/// `x.m?(a) ?? d` becomes `x.m(a)`, and a value used otherwise keeps its type as `Optional(x.m(a))`.
/// Calls are matched by name and argument labels across all ported files.
enum OptionalCallRule {
    static func rewrite(_ node: OptionalChainingExprSyntax, _ context: FileContext) {
        guard let member = node.expression.as(MemberAccessExprSyntax.self), member.base != nil,
            let requirements = context.index.optionalRequirements[member.declName.baseName.text]
        else { return }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            let labels = callLabels(call)
            guard requirements.contains(where: { matches($0, labels) }) else { return }
            context.replace(node.questionMark, with: "")
            let receiverIsOptional = chainIsOptional(member.base)
            if !receiverIsOptional {
                if let sequence = call.parent?.as(ExprListSyntax.self), sequence.count == 3,
                    sequence.first?.id == call.id,
                    let op = sequence.dropFirst().first?.as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
                    let fallback = sequence.last
                {
                    context.edits.replace(
                        call.endPositionBeforeTrailingTrivia
                            .utf8Offset..<fallback.endPositionBeforeTrailingTrivia.utf8Offset,
                        with: "")
                    context.record(
                        .optionalCall, node, "`\(call.trimmedDescription) ?? …`: the `?` and the fallback removed")
                    return
                } else if call.parent?.is(CodeBlockItemSyntax.self) != true {
                    context.edits.insert("Optional(", at: call.positionAfterSkippingLeadingTrivia.utf8Offset)
                    context.edits.insert(")", at: call.endPositionBeforeTrailingTrivia.utf8Offset)
                    context.record(.optionalCall, node, "`\(call.trimmedDescription)` -> `Optional(…)` without the `?`")
                    return
                }
            }
            context.record(.optionalCall, node, "`\(call.calledExpression.trimmedDescription)(…)`: the `?` removed")
        } else if requirements.contains(where: { $0.labels == nil && !$0.hasOptionalType }) {
            context.replace(node.questionMark, with: "")
            context.record(.optionalCall, node, "`\(node.trimmedDescription)`: the `?` removed")
        }
    }

    /// `if let f = x.m` / `guard let w = x.p` with a non-optional receiver asked whether the requirement exists;
    /// once it is an ordinary requirement the value is not optional, so it is bound as `Optional(x.m)`.
    static func rewrite(_ node: OptionalBindingConditionSyntax, _ context: FileContext) {
        guard let value = node.initializer?.value, let member = value.as(MemberAccessExprSyntax.self),
            member.base != nil, !chainIsOptional(member.base),
            let requirements = context.index.optionalRequirements[member.declName.baseName.text],
            requirements.contains(where: { $0.labels != nil || !$0.hasOptionalType })
        else { return }
        context.edits.insert("Optional(", at: value.positionAfterSkippingLeadingTrivia.utf8Offset)
        context.edits.insert(")", at: value.endPositionBeforeTrailingTrivia.utf8Offset)
        context.record(.optionalCall, member, "`\(value.trimmedDescription)` bound as `Optional(…)`")
    }

    /// The `OptionalRequirement.key` a `??`'s left side calls or reads, if it is an optional requirement's form.
    static func callKey(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self),
            let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self)
        {
            let labels = callLabels(call)
            guard !labels.contains("*") else { return nil }
            return "\(member.declName.baseName.text)(\(labels.map { "\($0):" }.joined()))"
        }
        if let member = expression.as(MemberAccessExprSyntax.self), chainIsOptional(member.base) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The call's argument labels, `_` for none and `*` for a trailing closure (whose label is not written).
    private static func callLabels(_ call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" } + (call.trailingClosure == nil ? [] : ["*"])
            + call.additionalTrailingClosures.map(\.label.text)
    }

    private static func matches(_ requirement: OptionalRequirement, _ labels: [String]) -> Bool {
        guard let expected = requirement.labels, expected.count == labels.count else { return false }
        return zip(expected, labels).allSatisfy { $0 == $1 || $1 == "*" }
    }

    /// Whether an optional chain (`x?.`) runs through the receiver, so the whole expression stays optional.
    private static func chainIsOptional(_ expression: ExprSyntax?) -> Bool {
        var current = expression
        while let expression = current {
            if expression.is(OptionalChainingExprSyntax.self) { return true }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return false
            }
        }
        return false
    }
}
