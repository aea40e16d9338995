/// An inclusive range of frame indices, written `a-b` (e.g. `0-29`) or a single index `a`.
public struct FrameRange: Sendable, Hashable, CustomStringConvertible {
    /// The first frame rendered.
    public var first: Int
    /// The last frame rendered (inclusive).
    public var last: Int

    /// The frames `first…last`; `first` must not be after `last`.
    public init(first: Int, last: Int) {
        precondition(first >= 0 && first <= last, "FrameRange needs 0 ≤ first ≤ last")
        self.first = first
        self.last = last
    }

    /// Parses `a-b` or `a` (non-negative whole numbers, `a ≤ b`); the thrown message says what was expected.
    public init(parsing text: String) throws(CLIError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0) }
        let expected = "expected FIRST-LAST or FRAME with whole numbers from 0, e.g. 0-29 or 12"
        guard (1...2).contains(parts.count), numbers.allSatisfy({ $0 != nil && $0! >= 0 }),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) })
        else {
            throw CLIError("invalid frame range '\(text)': \(expected)", status: .usage)
        }
        let first = numbers[0]!
        let last = numbers.last!!
        guard first <= last else {
            throw CLIError(
                "invalid frame range '\(text)': the first frame (\(first)) is after the last (\(last))", status: .usage)
        }
        self.init(first: first, last: last)
    }

    /// Checks the range against a recording of `frameCount` frames (indices `0..<frameCount`).
    public func validate(frameCount: Int) throws(CLIError) {
        guard last < frameCount else {
            throw CLIError(
                """
                frame range \(self) is outside the recording: \
                it has \(frameCount) frame\(frameCount == 1 ? "" : "s") (0-\(frameCount - 1))
                """,
                status: .invalidInput)
        }
    }

    /// `first-last`.
    public var description: String { "\(first)-\(last)" }
}
