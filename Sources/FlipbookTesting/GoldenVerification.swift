import Foundation

/// The outcome of checking one image against its golden file, for custom handling; the assertions
/// turn a failing verification into a test failure with ``failureMessage``.
public struct GoldenVerification: Sendable {
    /// What was found on disk.
    public enum Status: String, Sendable, Hashable {
        /// The golden exists and the image passed the comparison.
        case matched
        /// The golden exists and the image failed the comparison.
        case mismatched
        /// There was no golden file.
        case missing
    }

    /// What was found on disk.
    public let status: Status
    /// Whether this check wrote the golden file (which always makes it fail, asking for a review).
    public let recorded: Bool
    /// The record mode in effect.
    public let recordMode: RecordMode
    /// The golden file.
    public let goldenURL: URL
    /// The comparison, when a golden existed.
    public let comparison: ImageComparisonResult?
    /// Files written for a failed comparison, when they could be written.
    public let artifacts: GoldenArtifacts?
    /// Why the check failed, ready to show to a human; `nil` when it passed.
    public let failureMessage: String?

    /// A verification from its parts;
    /// ``verifyGolden(_:named:suite:options:recordMode:goldensDirectory:artifactsDirectory:fileID:filePath:)``
    /// is the usual source.
    public init(
        status: Status, recorded: Bool, recordMode: RecordMode, goldenURL: URL,
        comparison: ImageComparisonResult?, artifacts: GoldenArtifacts?, failureMessage: String?
    ) {
        self.status = status
        self.recorded = recorded
        self.recordMode = recordMode
        self.goldenURL = goldenURL
        self.comparison = comparison
        self.artifacts = artifacts
        self.failureMessage = failureMessage
    }

    /// Whether the test should pass: the golden matched and nothing was recorded.
    public var passed: Bool { failureMessage == nil }
}
