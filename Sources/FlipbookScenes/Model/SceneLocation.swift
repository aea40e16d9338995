/// A place in a scene file: the file, the 1-based line and column, and the field's path
/// (e.g. `controllers[1].views[0].color`).
public struct SceneLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as it was given (or a name such as `<string>` for text without a file).
    public var file: String
    /// Line number, starting at 1.
    public var line: Int
    /// Column number, starting at 1 (counted in Unicode scalars).
    public var column: Int
    /// The field's path from the document's root; empty for the document itself.
    public var field: String

    /// A location from its parts.
    public init(file: String, line: Int, column: Int, field: String) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
