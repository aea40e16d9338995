/// One rewrite the porter made: where, by which rule, and what became what.
public struct PortingRecord: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Where the rewritten construct is in the input.
    public var location: PortingLocation
    /// The rule that rewrote it.
    public var rule: PortingRule
    /// What was done, e.g. `#selector(handlePan(_:)) -> Self.handlePan`.
    public var detail: String

    /// A record.
    public init(location: PortingLocation, rule: PortingRule, detail: String) {
        self.location = location
        self.rule = rule
        self.detail = detail
    }

    /// `path:line:column: rule: detail`.
    public var description: String { "\(location): \(rule.rawValue): \(detail)" }

    /// Orders by location, then rule, then detail.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.location, lhs.rule, lhs.detail) < (rhs.location, rhs.rule, rhs.detail)
    }
}

/// A ported file: where its copy goes and its text.
public struct PortedFile: Sendable, Equatable {
    /// The path relative to the output folder.
    public var outputPath: String
    /// The ported Swift source.
    public var text: String

    /// A ported file.
    public init(outputPath: String, text: String) {
        self.outputPath = outputPath
        self.text = text
    }
}

/// What porting a set of files gave: the ported files in path order and every rewrite made.
public struct PortingResult: Sendable {
    /// The ported files, sorted by output path.
    public var files: [PortedFile]
    /// Every rewrite, sorted by location and rule.
    public var records: [PortingRecord]

    /// A result.
    public init(files: [PortedFile], records: [PortingRecord]) {
        self.files = files
        self.records = records
    }
}
