import Raster

/// `text:` on a view — a string, or `{string, size, weight, color, alignment, lines}`.
extension DecodingContext {
    static let textKeys = ["string", "size", "weight", "color", "alignment", "lines"]

    func text(_ field: Field) -> SceneText? {
        if case .scalar = field.node {
            return string(field, "text: a string, or {string, size, weight, color, alignment, lines}").map {
                SceneText($0)
            }
        }
        guard
            let reader = MappingReader(
                field, keys: Self.textKeys,
                expected: "text: a string, or {string, size, weight, color, alignment, lines}",
                context: self)
        else { return nil }
        guard let value = reader.required("string", "the text to show").flatMap({ string($0, "the text to show") })
        else { return nil }
        var text = SceneText(value)
        if let f = reader.optional("size"),
            let v = number(
                f, in: 1...Scene.Limits.fontSize, "a font size from 1 to \(format(Scene.Limits.fontSize)) points")
        {
            text.size = v
        }
        if let f = reader.optional("weight"), let v: SceneText.Weight = enumCase(f, "a font weight") { text.weight = v }
        if let f = reader.optional("color"), let v = color(f) { text.color = v }
        if let f = reader.optional("alignment"), let v: SceneText.Alignment = enumCase(f, "a text alignment") {
            text.alignment = v
        }
        if let f = reader.optional("lines"),
            let v = integer(f, in: 0...1000, "a number of lines from 0 (no limit) to 1000")
        {
            text.lines = v
        }
        return text
    }
}
