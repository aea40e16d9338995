extension PNGEncoder {
    /// Compression settings: zlib level, row filters and zlib strategy. `nil` leaves libpng's own
    /// default in place (level 6, adaptive filters over all five, `filtered` strategy).
    ///
    /// `fast` is for frame sequences: on flat UI frames it encodes several times faster than libpng's
    /// defaults for files 10–20% larger. `small` is for goldens and documentation images. Zlib's
    /// run-length strategy suits `fast`: after the UP filter, flat UI rows are mostly runs of zeros, so
    /// it is a little faster than normal matching at level 1 and its files are 1–13% smaller.
    /// `flipbook bench` prints `fast` beside libpng's defaults; the README's "Performance" section has
    /// figures from one machine.
    public struct Preset: Sendable, Hashable {
        /// The zlib level, 0 (store) … 9 (smallest), or `nil` for libpng's default.
        public var compressionLevel: Int?
        /// The row filters to choose from, or `nil` for libpng's default.
        public var filters: Filters?
        /// The zlib strategy, or `nil` for libpng's default.
        public var strategy: Strategy?

        /// Settings from their parts; `compressionLevel` is clamped to 0…9.
        public init(compressionLevel: Int? = nil, filters: Filters? = nil, strategy: Strategy? = nil) {
            self.compressionLevel = compressionLevel.map { min(max($0, 0), 9) }
            self.filters = filters
            self.strategy = strategy
        }

        /// Fast: zlib level 1, every row UP-filtered, run-length matching. The default.
        public static let fast = Preset(compressionLevel: 1, filters: .up, strategy: .rle)
        /// Small: zlib level 9, adaptive filtering over all five filters, `filtered` strategy.
        public static let small = Preset(compressionLevel: 9, filters: .all, strategy: .filtered)
        /// Whatever libpng does by default (for comparisons and benchmarks).
        public static let libpngDefault = Preset()
    }
}
