/// One problem found in a scene file: where it is, which field, and what was expected.
///
/// Its description reads like a compiler message:
/// `Scenes/push.yaml:12:14: controllers.inbox.views[0].color: expected a colour such as "#1E90FF", got "blu"`.
public struct SceneDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as it was given.
    public var file: String
    /// Line and column, when the problem is at a known place in the file.
    public var line: Int?
    /// Column, starting at 1, when known.
    public var column: Int?
    /// The field's path (e.g. `transition.duration`); empty for problems with the whole file.
    public var field: String
    /// What is wrong and what was expected.
    public var message: String

    /// A diagnostic from its parts.
    public init(file: String, line: Int? = nil, column: Int? = nil, field: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    /// A diagnostic at a location (whose field it takes).
    public init(at location: SceneLocation, message: String) {
        self.init(
            file: location.file, line: location.line, column: location.column,
            field: location.field, message: message)
    }

    /// `file:line:column: field: message`, leaving out the parts that are unknown.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        text += ": "
        if !field.isEmpty { text += field + ": " }
        return text + message
    }
}

/// The problems that stopped a scene from loading, in file order. At least one.
public struct SceneError: Error, Sendable, CustomStringConvertible {
    /// Every problem found (the loader reports as many as it can in one pass).
    public var diagnostics: [SceneDiagnostic]

    /// An error made of `diagnostics` (which must not be empty).
    public init(_ diagnostics: [SceneDiagnostic]) {
        precondition(!diagnostics.isEmpty, "A SceneError needs at least one diagnostic")
        self.diagnostics = diagnostics
    }

    /// One line per diagnostic.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
