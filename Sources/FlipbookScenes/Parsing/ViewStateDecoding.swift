import Yams

/// A view state in a keyframe track — `{frame, center, transform, alpha, cornerRadius, color, mask}` — and
/// its transform: `identity`, or `{translate: [x, y] or [x, y, z], rotate, rotateX, rotateY (degrees),
/// scale: s or [sx, sy], perspective: points}`.
extension DecodingContext {
    static let transformKeys = ["translate", "rotate", "rotateX", "rotateY", "scale", "perspective"]

    /// A state written as its own mapping (`from:` and `to:` of a track).
    func state(_ field: Field) -> SceneViewState? {
        guard
            let reader = MappingReader(
                field, keys: Self.stateKeys, expected: "a view state {frame, center, transform, alpha, cornerRadius…}",
                context: self)
        else { return nil }
        return state(reader)
    }

    /// The state properties of a mapping (which may hold other fields too, such as a keyframe's duration).
    func state(_ reader: MappingReader) -> SceneViewState? {
        var state = SceneViewState()
        var valid = true
        func read<T>(_ key: String, _ decode: (Field) -> T?) -> T? {
            guard let f = reader.optional(key) else { return nil }
            let value = decode(f)
            if value == nil { valid = false }
            return value
        }
        state.frame = read("frame", rect)
        state.center = read("center", point)
        state.transform = read("transform", transform)
        state.alpha = read("alpha") { number($0, in: 0...1, "an alpha from 0 to 1") }
        state.cornerRadius = read("cornerRadius") {
            number(
                $0, in: 0...Scene.Limits.cornerRadius,
                "a corner radius of at least 0 and at most \(format(Scene.Limits.cornerRadius)) points")
        }
        state.color = read("color", color)
        state.mask = read("mask", rect)
        if reader.has("frame"), let f = reader.optional("center") {
            report(f.node, f.path, "choose one: frame and center cannot be used together (a frame sets the centre)")
            valid = false
        }
        if valid && state.isEmpty && onlyKnownKeys(reader) {
            report(
                reader.field.node, reader.field.path,
                "expected at least one of \(Self.stateKeys.joined(separator: ", ")) to animate")
            valid = false
        }
        return valid ? state : nil
    }

    /// Whether every key of the reader's mapping is one it accepts (unknown ones were reported already).
    func onlyKnownKeys(_ reader: MappingReader) -> Bool {
        guard case .mapping(let mapping) = reader.field.node else { return false }
        return mapping.keys.allSatisfy { $0.string.map(reader.keys.contains) ?? false }
    }

    private func transform(_ field: Field) -> SceneTransform? {
        if case .scalar(let scalar) = field.node, scalar.string == "identity" { return SceneTransform() }
        guard
            let reader = MappingReader(
                field, keys: Self.transformKeys,
                expected: "identity or a transform {translate, rotate, rotateX, rotateY, scale, perspective}",
                context: self)
        else { return nil }
        var transform = SceneTransform()
        var valid = true
        func angle(_ key: String) -> Double {
            guard let f = reader.optional(key) else { return 0 }
            guard let value = number(f, in: -3600...3600, "an angle in degrees from -3600 to 3600") else {
                valid = false
                return 0
            }
            return value
        }
        transform.rotation = angle("rotate")
        transform.rotationX = angle("rotateX")
        transform.rotationY = angle("rotateY")
        if let f = reader.optional("translate") {
            if let values = numbers(
                f, count: 2...3, in: Scene.Limits.coordinate, "a translation [x, y] or [x, y, z] in points")
            {
                transform.translation = ScenePoint(x: values[0], y: values[1])
                transform.translationZ = values.count > 2 ? values[2] : 0
            } else {
                valid = false
            }
        }
        if let f = reader.optional("scale") {
            if case .scalar = f.node, let s = number(f, in: -100...100, "a scale factor from -100 to 100 or [sx, sy]") {
                transform.scale = ScenePoint(x: s, y: s)
            } else if case .sequence = f.node, let values = numbers(f, count: 2...2, in: 100, "a scale [sx, sy]") {
                transform.scale = ScenePoint(x: values[0], y: values[1])
            } else {
                if case .mapping = f.node {
                    report(f.node, f.path, "expected a scale factor from -100 to 100 or [sx, sy], got a mapping")
                }
                valid = false
            }
        }
        if let f = reader.optional("perspective") {
            transform.perspective = positiveNumber(
                f, maximum: Scene.Limits.coordinate,
                "a viewing distance in points, more than 0 and at most \(format(Scene.Limits.coordinate))")
            if transform.perspective == nil { valid = false }
        }
        return valid ? transform : nil
    }

    /// A list of `count` numbers, each within ±`limit`.
    private func numbers(_ field: Field, count: ClosedRange<Int>, in limit: Double, _ expected: String) -> [Double]? {
        guard case .sequence(let nodes) = field.node, count.contains(nodes.count) else {
            let got =
                if case .sequence(let nodes) = field.node {
                    "a list of \(nodes.count) value\(nodes.count == 1 ? "" : "s")"
                } else { field.node.described }
            report(field.node, field.path, "expected \(expected), got \(got)")
            return nil
        }
        let values = list(field, expected).map {
            number($0, in: -limit...limit, "a number from \(format(-limit)) to \(format(limit))")
        }
        return values.contains { $0 == nil } ? nil : values.map { $0! }
    }
}
