/// A place in a source file: its path as messages name it, and 1-based line and column (UTF-8 bytes).
public struct PortingLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// A location.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as compilers print it.
    public var description: String { "\(path):\(line):\(column)" }

    /// Orders by path, then line, then column.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
