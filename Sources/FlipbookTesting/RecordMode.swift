import Foundation

/// When golden files are written, chosen with the `FLIPBOOK_RECORD` environment variable.
///
/// A test whose golden is missing fails in every mode; the modes only decide what is written.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write goldens that do not exist yet (and fail, asking for a review); never touch existing ones. The default.
    case missing
    /// Write every golden, replacing existing ones, and fail so record mode is not left on by accident.
    case all
    /// Write goldens that are missing or do not match (and fail, asking for a review).
    case failed
    /// Write nothing: for CI.
    case never

    /// The environment variable that selects the mode: `FLIPBOOK_RECORD`.
    public static let environmentVariable = "FLIPBOOK_RECORD"

    /// The mode selected by `environment[FLIPBOOK_RECORD]`: ``missing`` when unset or empty; letter case and
    /// surrounding blanks are ignored.
    ///
    /// - Throws: ``GoldenError/invalidEnvironmentValue(variable:value:allowed:)`` for any other value.
    public init(environment: [String: String]) throws {
        guard let raw = environment[Self.environmentVariable] else {
            self = .missing
            return
        }
        let value = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if value.isEmpty {
            self = .missing
            return
        }
        guard let mode = RecordMode(rawValue: value) else {
            throw GoldenError.invalidEnvironmentValue(
                variable: Self.environmentVariable, value: raw, allowed: Self.allCases.map(\.rawValue))
        }
        self = mode
    }

    /// The mode selected by this process's environment; see ``init(environment:)``.
    public static func fromProcessEnvironment() throws -> RecordMode {
        try RecordMode(environment: ProcessInfo.processInfo.environment)
    }
}
