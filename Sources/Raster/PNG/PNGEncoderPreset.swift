extension PNGEncoder {
    /// Compression settings: zlib level, row filters and zlib strategy. `nil` leaves libpng's own
    /// default in place (level 6, adaptive filters over all five, `filtered` strategy).
    ///
    /// BENCHMARK_PLACEHOLDER
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

        /// Fast: zlib level 1, every row UP-filtered, normal matching. The default.
        public static let fast = Preset(compressionLevel: 1, filters: .up, strategy: .default)
        /// Small: zlib level 9, adaptive filtering over all five filters, `filtered` strategy.
        public static let small = Preset(compressionLevel: 9, filters: .all, strategy: .filtered)
        /// Whatever libpng does by default (for comparisons and benchmarks).
        public static let libpngDefault = Preset()
    }
}
