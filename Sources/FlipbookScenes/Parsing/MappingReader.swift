import Yams

/// Reads the fields of one mapping: rejects unknown and duplicate keys (suggesting the closest known
/// key), and reports missing required ones at the mapping itself.
struct MappingReader {
    let field: Field
    /// The keys the mapping may have.
    let keys: [String]
    let context: DecodingContext
    private var values: [String: Node] = [:]

    /// Reads `field` as a mapping whose keys must be among `keys`; `nil` (after a diagnostic) when it is not
    /// a mapping. `expected` says what the mapping is, for the "got …" message.
    init?(_ field: Field, keys: [String], expected: String, context: DecodingContext) {
        self.field = field
        self.keys = keys
        self.context = context
        guard case .mapping(let mapping) = field.node else {
            context.report(field.node, field.path, "expected \(expected), got \(field.node.described)")
            return nil
        }
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                context.report(keyNode, field.path, "expected field names, got \(keyNode.described) as a key")
                continue
            }
            let key = scalar.string
            if values[key] != nil {
                context.report(keyNode, field.child(key), "duplicate field; each field may appear once")
            } else if !keys.contains(key) {
                context.report(keyNode, field.child(key), Self.unknownKeyMessage(key, keys: keys))
            } else {
                values[key] = value
            }
        }
    }

    /// The value of `key`, if present.
    func optional(_ key: String) -> Field? {
        values[key].map { Field(node: $0, path: field.child(key)) }
    }

    /// The value of `key`; when absent, reports it as missing (saying what was `expected`) and returns `nil`.
    func required(_ key: String, _ expected: String) -> Field? {
        if let value = optional(key) { return value }
        context.report(field.node, field.child(key), "missing; expected \(expected)")
        return nil
    }

    /// Whether `key` is present.
    func has(_ key: String) -> Bool { values[key] != nil }

    static func unknownKeyMessage(_ key: String, keys: [String]) -> String {
        var message = "unknown field; expected one of \(keys.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: key, among: keys) {
            message += " (did you mean \"\(suggestion)\"?)"
        }
        return message
    }
}
