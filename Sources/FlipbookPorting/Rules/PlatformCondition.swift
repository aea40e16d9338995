import SwiftSyntax

/// Evaluates a `#if` condition as it reads on iOS: `canImport(UIKit)`, `os(iOS)` and the Apple frameworks are
/// true, other operating systems and AppKit are false, and anything else (`DEBUG`, `swift(>=5)`, `arch(…)`,
/// `targetEnvironment(simulator)`) is unknown, which leaves the `#if` as written.
enum PlatformCondition {
    /// Modules that exist when building for iOS.
    static let iOSModules: Set<String> = [
        "UIKit", "CoreGraphics", "QuartzCore", "CoreAnimation", "Foundation", "Darwin", "ObjectiveC", "Dispatch",
    ]
    /// Modules that do not exist on iOS.
    static let nonIOSModules: Set<String> = ["AppKit", "Cocoa", "WatchKit"]
    /// Operating systems `os(…)` can name, other than iOS.
    static let otherSystems: Set<String> = [
        "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD",
        "WASI", "Cygwin", "PS4", "Haiku", "none",
    ]

    /// `true` or `false` when the condition is decided on iOS, `nil` when it depends on more than the platform.
    static func evaluate(_ expression: ExprSyntax) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return evaluate(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return combine([infix.leftOperand, infix.operator, infix.rightOperand])
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return combine(Array(sequence.elements))
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first
        {
            let name = argument.expression.trimmedDescription
            switch function.baseName.text {
            case "canImport":
                let module = String(name.split(separator: ".").first ?? "")
                if iOSModules.contains(module) { return true }
                if nonIOSModules.contains(module) { return false }
                return nil
            case "os":
                if name == "iOS" { return true }
                return otherSystems.contains(name) ? false : nil
            case "targetEnvironment":
                return name == "macCatalyst" ? false : nil
            default: return nil
            }
        }
        return nil
    }

    /// `a && b || c` unfolded: `&&` binds tighter than `||`; Kleene logic keeps unknowns unknown.
    private static func combine(_ elements: [some SyntaxProtocol]) -> Bool? {
        var disjuncts: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = Syntax(element).as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "||": disjuncts.append([])
                case "&&": continue
                default: return nil
                }
            } else if let expression = Syntax(element).as(ExprSyntax.self) {
                disjuncts[disjuncts.count - 1].append(expression)
            } else {
                return nil
            }
        }
        var result: Bool? = false
        for conjuncts in disjuncts {
            var all: Bool? = true
            for conjunct in conjuncts {
                switch (all, evaluate(conjunct)) {
                case (_, false?): all = false
                case (true?, let value): all = value
                default: break
                }
                if all == false { break }
            }
            switch (result, all) {
            case (_, true?): return true
            case (false?, let value): result = value
            default: break
            }
        }
        return result
    }

    /// The clause of `ifConfig` that iOS compiles: `.some(clause)`, `.some(nil)` when none is, or `nil` when a
    /// condition before the decision is not about the platform.
    static func chosenClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax?? {
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else { return .some(clause) }
            switch evaluate(condition) {
            case true?: return .some(clause)
            case false?: continue
            case nil: return nil
            }
        }
        return .some(nil)
    }
}
