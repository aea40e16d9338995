import SwiftSyntax

/// `@NSManaged var x: T` in a `CALayer` subclass becomes accessors over the layer's key-value storage, which
/// animates, redisplays and copies to presentation layers as Core Animation's does:
/// `var x: T { get { value(forKey: "x") as? T ?? <zero of T> } set { setValue(newValue, forKey: "x") } }`.
/// An optional `T?` reads back nil when unset; a type without an obvious zero is refused.
enum NSManagedRule {
    static func rewrite(_ node: VariableDeclSyntax, inType type: String?, _ context: FileContext) {
        guard
            let attribute = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { $0.attributeName.trimmedDescription == "NSManaged" })
        else { return }
        let construct = "@NSManaged var"
        guard let type, context.index.isLayer(type) else {
            context.fail(
                attribute, construct,
                "`@NSManaged` is ported only in `CALayer` subclasses (as key-value storage); Core Data is not part "
                    + "of Flipbook: store the value in an ordinary property")
            return
        }
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let annotation = binding.typeAnnotation, binding.accessorBlock == nil, binding.initializer == nil
        else {
            context.fail(
                attribute, construct,
                "expected one `@NSManaged var name: Type` without a value or accessors; declare each property "
                    + "on its own"
            )
            return
        }
        let typeText = annotation.type.trimmedDescription
        let getter: String
        if let optional = annotation.type.as(OptionalTypeSyntax.self) {
            getter = "value(forKey: \"\(name)\") as? \(optional.wrappedType.trimmedDescription)"
        } else if let unwrapped = annotation.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            getter = "value(forKey: \"\(name)\") as? \(unwrapped.wrappedType.trimmedDescription)"
        } else if let zero = ZeroValue.of(typeText) {
            getter = "value(forKey: \"\(name)\") as? \(typeText) ?? \(zero)"
        } else {
            context.fail(
                binding, "@NSManaged var \(name): \(typeText)",
                "`\(typeText)` has no obvious value for a key that was never set; declare it optional "
                    + "(`\(typeText)?`) or write the accessors by hand with the default you mean")
            return
        }
        let indent = context.parsed.indentation(at: context.parsed.range(of: node).lowerBound)
        let inner = indent + (indent.hasPrefix("\t") ? "\t" : "    ")
        context.remove(attribute)
        context.edits.insert(
            " {\n\(inner)get { \(getter) }\n\(inner)set { setValue(newValue, forKey: \"\(name)\") }\n\(indent)}",
            at: annotation.endPositionBeforeTrailingTrivia.utf8Offset)
        context.record(.nsManaged, node, "`@NSManaged var \(name): \(typeText)` -> key-value accessors")
    }
}
