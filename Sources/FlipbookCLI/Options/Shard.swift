/// One of `count` shards of a frame sequence, written `i/n` with `1 ≤ i ≤ n` (for CI matrices).
/// Frames are dealt round-robin — frame `k` belongs to shard `k mod n + 1` — so every shard gets an even
/// share of the expensive middle of a transition. All shards write the same file names, so their output
/// folders can simply be merged.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// This shard's number, 1-based.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// Shard `index` of `count` (1-based).
    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "Shard needs 1 ≤ index ≤ count")
        self.index = index
        self.count = count
    }

    /// Parses `i/n`; the thrown message says what was expected.
    public init(parsing text: String) throws(CLIError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }), count >= 1, count <= 10_000
        else {
            throw CLIError(
                "invalid shard '\(text)': expected INDEX/COUNT with 1 ≤ INDEX ≤ COUNT ≤ 10000, e.g. 2/4", status: .usage
            )
        }
        guard (1...count).contains(index) else {
            throw CLIError("invalid shard '\(text)': the index must be from 1 to \(count)", status: .usage)
        }
        self.init(index: index, count: count)
    }

    /// Whether frame `frame` is rendered by this shard.
    public func contains(_ frame: Int) -> Bool { frame % count == index - 1 }

    /// This shard's frames among `frames`, in order.
    public func frames(in frames: ClosedRange<Int>) -> [Int] { frames.filter(contains) }

    /// `index/count`.
    public var description: String { "\(index)/\(count)" }
}
