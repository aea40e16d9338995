import CYaml

/// Checks the shape of a YAML (or JSON) document with libyaml's own event parser — which keeps its
/// state on the heap, not the stack — before Yams composes it into nodes recursively: nesting deeper
/// than ``SceneInputLimits/nesting`` would overflow the stack there, and aliases that expand to more than
/// ``SceneInputLimits/expandedValues`` nodes (a "billion laughs" file of a kilobyte) would take unbounded
/// time and memory in the decoder. Syntax errors are left to the parser, which reports them in detail.
struct YAMLShapeCheck {
    /// A limit the document breaks: where, and which.
    struct Failure: Error {
        let line: Int
        let column: Int
        let message: String
    }

    /// Checks `text`; throws the first limit it breaks.
    static func check(_ text: String, limits: SceneInputLimits) throws(Failure) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBufferPointer { (buffer) throws(Failure) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var shape = YAMLShapeCheck(limits: limits)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return }
                try shape.take(event)
            }
        }
    }

    /// What the document is held to.
    private let limits: SceneInputLimits
    /// Open collections, innermost last: each one's anchor and expanded node count so far.
    private var open: [(anchor: String?, nodes: Int)] = []
    /// The expanded size of every anchored node seen, by anchor name.
    private var anchors: [String: Int] = [:]
    /// Nodes in the document with every alias expanded.
    private var expanded = 0

    private mutating func take(_ event: yaml_event_t) throws(Failure) {
        switch event.type {
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let nesting = min(limits.nesting, SceneInputLimits.maximumNesting)
            guard open.count < nesting else {
                throw failure(
                    event, "nested deeper than \(nesting) levels of lists and mappings (--max-nesting raises it)")
            }
            let anchor =
                event.type == YAML_SEQUENCE_START_EVENT
                ? Self.name(event.data.sequence_start.anchor) : Self.name(event.data.mapping_start.anchor)
            open.append((anchor, 0))
            try add(1, event)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let closed = open.popLast() else { return }
            if let anchor = closed.anchor { anchors[anchor] = closed.nodes + 1 }
            if !open.isEmpty { open[open.count - 1].nodes += closed.nodes + 1 }
        case YAML_SCALAR_EVENT:
            if let anchor = Self.name(event.data.scalar.anchor) { anchors[anchor] = 1 }
            try add(1, event)
            if !open.isEmpty { open[open.count - 1].nodes += 1 }
        case YAML_ALIAS_EVENT:
            let size = Self.name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
            try add(size, event)
            if !open.isEmpty { open[open.count - 1].nodes += size }
        default:
            break
        }
    }

    private mutating func add(_ nodes: Int, _ event: yaml_event_t) throws(Failure) {
        expanded += nodes
        guard expanded <= limits.expandedValues else {
            throw failure(
                event,
                """
                the document expands to more than \(limits.expandedValues) values once its \
                aliases (*name) are resolved (--max-expanded-values raises it)
                """
            )
        }
    }

    private func failure(_ event: yaml_event_t, _ message: String) -> Failure {
        Failure(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1, message: message)
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
