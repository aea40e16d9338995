/// One thing the porter cannot port, where it is, and what to do about it.
public struct PortingDiagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Where the construct is.
    public var location: PortingLocation
    /// The construct, as written or named (e.g. `#selector(getter: title)`).
    public var construct: String
    /// What is wrong and what to do.
    public var message: String

    /// A diagnostic.
    public init(location: PortingLocation, construct: String, message: String) {
        self.location = location
        self.construct = construct
        self.message = message
    }

    /// `path:line:column: error: construct: message`, as compilers print errors.
    public var description: String { "\(location): error: \(construct): \(message)" }

    /// Orders by location, then text.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.location, lhs.construct, lhs.message) < (rhs.location, rhs.construct, rhs.message)
    }
}

/// The porter refused its input: every diagnostic found, in file, line and column order.
public struct PortingFailure: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, sorted.
    public var diagnostics: [PortingDiagnostic]

    /// A failure with the given diagnostics (sorted here).
    public init(_ diagnostics: [PortingDiagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
