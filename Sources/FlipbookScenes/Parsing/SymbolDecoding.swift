import Foundation
import Raster

/// `symbol:` (a system image) and `switch:` (a UISwitch) of a view.
extension DecodingContext {
    static let symbolKeys = ["name", "pointSize", "weight", "color"]

    /// `symbol: heart.fill` or `symbol: {name, pointSize, weight, color}`; the name must be an SF Symbols name.
    func symbol(_ field: Field) -> SceneSymbol? {
        if case .scalar = field.node {
            return symbolName(field).map { SceneSymbol(name: $0) }
        }
        guard
            let reader = MappingReader(
                field, keys: Self.symbolKeys, expected: "an SF Symbols name or {name, pointSize, weight, color}",
                context: self)
        else { return nil }
        guard let name = reader.required("name", "an SF Symbols name such as heart.fill").flatMap(symbolName) else {
            return nil
        }
        var symbol = SceneSymbol(name: name)
        if let f = reader.optional("pointSize"), let v = number(f, in: 1...1000, "a point size from 1 to 1000") {
            symbol.pointSize = v
        }
        if let f = reader.optional("weight"), let weight: SceneText.Weight = enumCase(f, "a symbol weight") {
            symbol.weight = weight
        }
        symbol.color = reader.optional("color").flatMap(color)
        return symbol
    }

    /// A name `UIImage(systemName:)` knows as an SF Symbol (drawn or drawn as a placeholder).
    private func symbolName(_ field: Field) -> String? {
        guard let name = string(field, "an SF Symbols name such as heart.fill") else { return nil }
        guard let set = try? SymbolSet.bundled() else { return name }
        guard set.lookup(name) == .unknown else { return name }
        var message = "\"\(name.shortenedForMessages)\" is not an SF Symbols name"
        if let suggestion = Suggestion.closest(to: name, among: set.knownNames) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        report(field.node, field.path, message)
        return nil
    }
}
