import Foundation
import Raster

/// The frame times checked against goldens, in whole milliseconds: `--times 0,100,250`.
public struct GoldenTimes: Sendable, Hashable {
    /// Milliseconds from frame 0, ascending, without duplicates.
    public var milliseconds: [Int]

    /// Parses a comma-separated list of non-negative whole milliseconds.
    public init(parsing text: String) throws(CLIError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let values = parts.map { Int($0) }
        guard !parts.isEmpty, values.allSatisfy({ $0 != nil && $0! >= 0 }) else {
            throw CLIError(
                "invalid times '\(text)': expected milliseconds separated by commas, e.g. 0,100,250", status: .usage)
        }
        milliseconds = Array(Set(values.map { $0! })).sorted()
    }

    /// Times from milliseconds.
    public init(_ milliseconds: [Int]) { self.milliseconds = Array(Set(milliseconds)).sorted() }

    /// The default: five evenly spaced frame times from the first to the last frame.
    public static func evenlySpaced(frameCount: Int, fps: Int) -> GoldenTimes {
        let frames = ContactSheet.evenlySpacedIndices(frameCount: frameCount, count: 5)
        return GoldenTimes(frames.map { Int((Double($0) * 1000 / Double(fps)).rounded()) })
    }
}
