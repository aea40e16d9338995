import CPNG

extension PNGEncoder {
    /// The PNG row filters the encoder may choose from. With more than one, libpng picks per row
    /// the filter whose output looks most compressible (adaptive filtering); with one, every row
    /// uses it.
    public struct Filters: OptionSet, Sendable, Hashable {
        /// The raw filter bits (libpng's `PNG_FILTER_*` values).
        public let rawValue: Int32
        /// Creates a filter set from libpng's `PNG_FILTER_*` bits.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// No filtering: bytes as they are (PNG filter type None; not named `none`, which would clash
        /// with `Optional.none` wherever a `Filters?` is expected).
        public static let noFilter = Filters(rawValue: CPNG_FILTER_NONE)
        /// Difference from the pixel to the left.
        public static let sub = Filters(rawValue: CPNG_FILTER_SUB)
        /// Difference from the pixel above.
        public static let up = Filters(rawValue: CPNG_FILTER_UP)
        /// Difference from the mean of left and above.
        public static let average = Filters(rawValue: CPNG_FILTER_AVG)
        /// Difference from the Paeth predictor of left, above and upper-left.
        public static let paeth = Filters(rawValue: CPNG_FILTER_PAETH)
        /// All five filters (adaptive).
        public static let all: Filters = [.noFilter, .sub, .up, .average, .paeth]
    }
}
