import SwiftSyntax

/// In a `CALayer` subclass, `override init()` and `override init(layer:)` become `required`: Flipbook makes
/// backing and presentation layers through the class object, which Swift allows only for required initializers.
enum LayerInitializerRule {
    static func rewrite(_ node: InitializerDeclSyntax, inType type: String, _ context: FileContext) {
        guard context.index.isLayer(type),
            let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
        else { return }
        let parameters = node.signature.parameterClause.parameters
        let isPlain = parameters.isEmpty
        let isLayerCopy = parameters.count == 1 && parameters.first?.firstName.text == "layer"
        guard isPlain || isLayerCopy, node.optionalMark == nil else { return }
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) {
            context.remove(override)
        } else {
            context.replace(override, with: "required")
        }
        context.record(
            .layerInitializer, node, "`override init(\(isPlain ? "" : "layer:"))` in `\(type)` -> `required`")
    }
}
