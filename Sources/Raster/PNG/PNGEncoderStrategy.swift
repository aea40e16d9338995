import CPNG

extension PNGEncoder {
    /// The zlib compression strategy (how deflate looks for matches).
    public enum Strategy: Sendable, Hashable {
        /// zlib's normal string matching.
        case `default`
        /// Tuned for filtered image data: favours Huffman coding over short matches.
        case filtered
        /// Huffman coding only, no string matching.
        case huffmanOnly
        /// Matches of distance one only (run lengths): fast, good on flat colour.
        case rle
        /// Fixed Huffman codes.
        case fixed

        var cValue: Int32 {
            switch self {
            case .default: CPNG_STRATEGY_DEFAULT
            case .filtered: CPNG_STRATEGY_FILTERED
            case .huffmanOnly: CPNG_STRATEGY_HUFFMAN_ONLY
            case .rle: CPNG_STRATEGY_RLE
            case .fixed: CPNG_STRATEGY_FIXED
            }
        }
    }
}
