import Yams

/// Rectangles and points, written either as lists (`[x, y, width, height]`, `[x, y]`) or as mappings
/// (`{x: 0, y: 0, width: 390, height: 88}`, `{x: 10, y: 400}`). Every number is within
/// ±``Scene/Limits/coordinate`` points.
extension DecodingContext {
    /// A rectangle with a non-negative size.
    func rect(_ field: Field) -> SceneRect? {
        let expected = "a rectangle [x, y, width, height] or {x, y, width, height}"
        guard let values = numbers(field, keys: ["x", "y", "width", "height"], expected: expected) else { return nil }
        let rect = SceneRect(x: values[0], y: values[1], width: values[2], height: values[3])
        if rect.width < 0 || rect.height < 0 {
            report(
                field.node, field.path,
                "expected a rectangle with a width and height of at least 0, got \(rect.width) × \(rect.height)")
            return nil
        }
        return rect
    }

    /// A point.
    func point(_ field: Field) -> ScenePoint? {
        let expected = "a point [x, y] or {x, y}"
        guard let values = numbers(field, keys: ["x", "y"], expected: expected) else { return nil }
        return ScenePoint(x: values[0], y: values[1])
    }

    /// Exactly `keys.count` numbers, from a list in that order or a mapping with those keys.
    private func numbers(_ field: Field, keys: [String], expected: String) -> [Double]? {
        switch field.node {
        case .sequence(let sequence):
            guard sequence.count == keys.count else {
                report(
                    field.node, field.path,
                    "expected \(expected), got a list of \(sequence.count) value\(sequence.count == 1 ? "" : "s")")
                return nil
            }
            let values = sequence.enumerated().map { coordinate(Field(node: $1, path: field.element($0))) }
            return values.contains { $0 == nil } ? nil : values.map { $0! }
        case .mapping:
            guard let reader = MappingReader(field, keys: keys, expected: expected, context: self) else { return nil }
            let values = keys.map { key in reader.required(key, "a number").flatMap { coordinate($0) } }
            return values.contains { $0 == nil } ? nil : values.map { $0! }
        case .scalar:
            report(field.node, field.path, "expected \(expected), got \(field.node.described)")
            return nil
        }
    }

    /// A number of points within ±``Scene/Limits/coordinate``.
    private func coordinate(_ field: Field) -> Double? {
        let limit = Scene.Limits.coordinate
        return number(field, in: -limit...limit, "a number of points from \(format(-limit)) to \(format(limit))")
    }
}
