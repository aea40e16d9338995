extension PNGEncoder {
    /// Compression settings: which deflate implementation, its level, row filters and zlib strategy. `nil`
    /// leaves libpng's own default in place (level 6, adaptive filters over all five, `filtered` strategy).
    ///
    /// `fast` is for frame sequences: Flipbook's own deflate for rendered frames (``Compressor/rendered``):
    /// rows filtered NONE, SUB or UP (a row equal to the one above is all zeros), matches only at distance 1,
    /// one pixel and one row, dynamic Huffman codes per block. On push-system's 1170×2532 frames it took 0.81×
    /// fpng's time (fpng given the same RGB pixels) for files 21% smaller, and a third of the time of the
    /// previous `fast` (libdeflate level 2, UP only) for files 23% larger; the README's "Against peers in one
    /// run" has the same-run ratios. Each encoding thread keeps its filtered-image buffer, one block's
    /// tokens and the compressed-output bound between images (about 18 MB at 1170×2532, the output touched only
    /// as far as it fills). `small` is for goldens and documentation images. `flipbook bench` prints `fast`
    /// beside libpng's defaults.
    ///
    /// Every preset writes its PNGs through libpng: libpng writes the signature, the header, the sRGB chunk,
    /// every `IDAT` chunk with its CRC, and the end. With ``Compressor/libdeflate`` only the bytes inside the
    /// `IDAT` chunks — the zlib stream of the filtered rows — come from libdeflate instead of libpng's zlib, with
    /// ``Compressor/rendered`` from CPNG's own deflate; the PNG decodes to the same pixels either way.
    public struct Preset: Sendable, Hashable {
        /// The compression level, 0 (store) … 9 for zlib or … 12 for libdeflate (smallest), or `nil` for the
        /// compressor's default (zlib's through libpng, libdeflate's 6).
        public var compressionLevel: Int?
        /// The row filters to choose from, or `nil` for libpng's default. ``Compressor/libdeflate`` takes
        /// only ``Filters/up`` (or `nil`, which means the same there); ``Compressor/rendered`` takes
        /// ``Filters/noFilter``, ``Filters/sub`` and ``Filters/up`` (`nil`: SUB and UP).
        public var filters: Filters?
        /// The zlib strategy, or `nil` for libpng's default. ``Compressor/libdeflate`` has none.
        public var strategy: Strategy?
        /// Which deflate implementation compresses the image data.
        public var compressor: Compressor

        /// Settings from their parts; `compressionLevel` is clamped to the compressor's levels (0…9 for
        /// zlib, 0…12 for libdeflate). Settings libdeflate does not take (other filters, a strategy), or
        /// ``Compressor/rendered`` does not take (a level, a strategy, filters other than NONE, SUB and UP),
        /// make ``PNGEncoder/encode(_:)`` throw an ``PNGError/Kind/invalidInput`` error.
        public init(
            compressionLevel: Int? = nil, filters: Filters? = nil, strategy: Strategy? = nil,
            compressor: Compressor = .zlib
        ) {
            self.compressionLevel = compressionLevel.map { min(max($0, 0), compressor.maximumLevel) }
            self.filters = filters
            self.strategy = strategy
            self.compressor = compressor
        }

        /// Fast: Flipbook's deflate for rendered frames (``Compressor/rendered``). The default.
        public static let fast = Preset(compressor: .rendered)
        /// Small: zlib level 9, adaptive filtering over all five filters, `filtered` strategy.
        public static let small = Preset(compressionLevel: 9, filters: .all, strategy: .filtered)
        /// Whatever libpng does by default (for comparisons and benchmarks).
        public static let libpngDefault = Preset()
    }
}
