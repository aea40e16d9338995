import Yams

/// Scalar values: numbers, whole numbers, booleans, names and strings, each with a precise
/// "expected …, got …" diagnostic.
extension DecodingContext {
    /// A finite number written as a plain (unquoted) scalar.
    func number(_ field: Field, _ expected: String = "a number") -> Double? {
        if case .scalar(let scalar) = field.node, scalar.style == .plain || scalar.style == .any,
            let value = Double(scalar.string), value.isFinite,
            !scalar.string.isEmpty, !scalar.string.lowercased().hasPrefix("0x"),
            scalar.string.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true
        {
            return value
        }
        report(field.node, field.path, "expected \(expected), got \(field.node.described)")
        return nil
    }

    /// A number within `range` (inclusive), described as `expected` in diagnostics.
    func number(_ field: Field, in range: ClosedRange<Double>, _ expected: String) -> Double? {
        guard let value = number(field, expected) else { return nil }
        guard range.contains(value) else {
            report(field.node, field.path, "expected \(expected), got \(field.node.described)")
            return nil
        }
        return value
    }

    /// A number greater than zero and at most `maximum`.
    func positiveNumber(_ field: Field, maximum: Double, _ expected: String) -> Double? {
        guard let value = number(field, expected) else { return nil }
        guard value > 0 && value <= maximum else {
            report(field.node, field.path, "expected \(expected), got \(field.node.described)")
            return nil
        }
        return value
    }

    /// A whole number within `range`.
    func integer(_ field: Field, in range: ClosedRange<Int>, _ expected: String) -> Int? {
        if case .scalar(let scalar) = field.node, scalar.style == .plain || scalar.style == .any,
            let value = Int(scalar.string), range.contains(value)
        {
            return value
        }
        report(field.node, field.path, "expected \(expected), got \(field.node.described)")
        return nil
    }

    /// `true` or `false`.
    func bool(_ field: Field) -> Bool? {
        if case .scalar(let scalar) = field.node, scalar.style == .plain || scalar.style == .any {
            switch scalar.string {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        report(field.node, field.path, "expected true or false, got \(field.node.described)")
        return nil
    }

    /// A non-empty string (any scalar style; numbers are taken as their text).
    func string(_ field: Field, _ expected: String) -> String? {
        if case .scalar(let scalar) = field.node, !scalar.string.isEmpty {
            return scalar.string
        }
        report(field.node, field.path, "expected \(expected), got \(field.node.described)")
        return nil
    }

    /// One of `names` (exact spelling), suggesting the closest on a typo.
    func name(_ field: Field, among names: [String], _ what: String) -> String? {
        if case .scalar(let scalar) = field.node, names.contains(scalar.string) {
            return scalar.string
        }
        var message = "expected \(what): \(names.joined(separator: ", ")); got \(field.node.described)"
        if case .scalar(let scalar) = field.node, !scalar.string.isEmpty,
            let suggestion = Suggestion.closest(to: scalar.string, among: names)
        {
            message += " (did you mean \"\(suggestion)\"?)"
        }
        report(field.node, field.path, message)
        return nil
    }

    /// A case of a string-backed enumeration, by its raw value.
    func enumCase<E: RawRepresentable & CaseIterable>(_ field: Field, _ what: String) -> E? where E.RawValue == String {
        name(field, among: E.allCases.map(\.rawValue), what).flatMap(E.init(rawValue:))
    }

    /// The elements of a list, each as a field (`[]` after a diagnostic when it is not a list).
    func list(_ field: Field, _ expected: String) -> [Field] {
        guard case .sequence(let sequence) = field.node else {
            report(field.node, field.path, "expected \(expected), got \(field.node.described)")
            return []
        }
        return sequence.enumerated().map { Field(node: $1, path: field.element($0)) }
    }
}
