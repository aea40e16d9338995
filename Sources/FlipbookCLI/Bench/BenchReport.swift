import Foundation

/// `flipbook bench --json`: the catalog bench's figures as one JSON object with sorted keys, so CI can
/// keep a history and diff runs.
struct BenchReport: Encodable {
    /// Pixels per point.
    var scale: Int
    /// Threads of the end-to-end figures.
    var threads: Int
    /// Frames timed per entry, at most.
    var framesPerEntry: Int
    /// One set of figures per entry, in the order given.
    var entries: [BenchFigures]
    /// The figures of every entry's frames together.
    var all: BenchFigures
    /// For each peer of the ratios (`libpngDefault`, `fpng`, `skia`, `blend2d`): whether it was timed,
    /// and how or why not.
    var peers: [String: PeerStatus]

    /// Whether a peer was timed in this run.
    struct PeerStatus: Encodable, Equatable {
        /// True when its figures and ratios are in the report; false when they are null.
        var available: Bool
        /// How it was timed, or why it was not.
        var note: String
    }

    /// The report as pretty-printed JSON with sorted keys, ending in a newline.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain numbers and strings cannot fail.
        let data = try! encoder.encode(self)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
