import SwiftSyntax

/// The Objective-C runtime's and Interface Builder's attributes go: `@objc`, `@objc(Name)`, `@objcMembers`,
/// `@nonobjc`, the `dynamic` modifier, `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`,
/// `@IBSegueAction`. A protocol that was `@objc` (so class-bound) becomes `AnyObject`-bound, so `weak` delegates
/// of its type still compile.
enum ObjCAttributeRule {
    static let runtimeAttributes: Set<String> = ["objc", "objcMembers", "nonobjc"]
    static let interfaceBuilderAttributes: Set<String> = [
        "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    static func rewrite(_ node: AttributeSyntax, _ context: FileContext) {
        let name = node.attributeName.trimmedDescription
        if runtimeAttributes.contains(name) {
            context.remove(node)
            context.record(.objcAttribute, node, "`\(node.trimmedDescription)` removed")
        } else if interfaceBuilderAttributes.contains(name) {
            context.remove(node)
            context.record(.interfaceBuilder, node, "`\(node.trimmedDescription)` removed")
        }
    }

    static func rewrite(_ node: DeclModifierSyntax, _ context: FileContext) {
        guard node.name.tokenKind == .keyword(.dynamic) else { return }
        context.remove(node)
        context.record(.objcAttribute, node, "`dynamic` removed")
    }

    /// Class-bound protocols whose only class bound was `@objc`.
    static func makeClassBound(_ node: ProtocolDeclSyntax, _ context: FileContext) {
        guard
            node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" })
        else { return }
        let classBounds: Set<String> = ["AnyObject", "NSObjectProtocol", "class"]
        if let inherited = node.inheritanceClause?.inheritedTypes {
            guard !inherited.contains(where: { classBounds.contains($0.type.trimmedDescription) }) else { return }
            context.edits.insert(", AnyObject", at: inherited.endPositionBeforeTrailingTrivia.utf8Offset)
        } else {
            context.edits.insert(": AnyObject", at: node.name.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        context.record(.objcAttribute, node.name, "`@objc protocol \(node.name.text)` is now `AnyObject`-bound")
    }
}
