extension PNGEncoder {
    /// Compression settings: which deflate implementation, its level, row filters and zlib strategy. `nil`
    /// leaves libpng's own default in place (level 6, adaptive filters over all five, `filtered` strategy).
    ///
    /// `fast` is for frame sequences: every row is UP-filtered (flat UI rows become mostly runs of zeros)
    /// and libdeflate compresses the whole filtered image in one call at its level 2. On 1170×2532 UI frames
    /// compressing takes 10–20% less time than zlib level 1 with the run-length strategy (the previous
    /// `fast`), libpng's per-row work goes away, and the files are 6–19% smaller; a whole frame (rendering
    /// included) takes 8–18% less CPU time. libdeflate's level 1 was slower than 2 on flat frames, levels 3
    /// and 4 7–26% slower for 2–7% smaller files. Each encoding thread keeps its filtered-image buffer and
    /// compressed-output bound between images (about 18 MB at 1170×2532, the output touched only as far as
    /// it fills). `small` is for goldens and documentation images.
    /// `flipbook bench` prints `fast` beside libpng's defaults; the README's "Performance" section has
    /// figures from one machine.
    ///
    /// Every preset writes its PNGs through libpng: libpng writes the signature, the header, the sRGB chunk,
    /// every `IDAT` chunk with its CRC, and the end. With ``Compressor/libdeflate`` only the bytes inside the
    /// `IDAT` chunks — the zlib stream of the filtered rows — come from libdeflate instead of libpng's zlib;
    /// the PNG decodes to the same pixels either way.
    public struct Preset: Sendable, Hashable {
        /// The compression level, 0 (store) … 9 for zlib or … 12 for libdeflate (smallest), or `nil` for the
        /// compressor's default (zlib's through libpng, libdeflate's 6).
        public var compressionLevel: Int?
        /// The row filters to choose from, or `nil` for libpng's default. ``Compressor/libdeflate`` takes
        /// only ``Filters/up`` (or `nil`, which means the same there).
        public var filters: Filters?
        /// The zlib strategy, or `nil` for libpng's default. ``Compressor/libdeflate`` has none.
        public var strategy: Strategy?
        /// Which deflate implementation compresses the image data.
        public var compressor: Compressor

        /// Settings from their parts; `compressionLevel` is clamped to the compressor's levels (0…9 for
        /// zlib, 0…12 for libdeflate). Settings libdeflate does not take (other filters, a strategy) make
        /// ``PNGEncoder/encode(_:)`` throw an ``PNGError/Kind/invalidInput`` error.
        public init(
            compressionLevel: Int? = nil, filters: Filters? = nil, strategy: Strategy? = nil,
            compressor: Compressor = .zlib
        ) {
            self.compressionLevel = compressionLevel.map { min(max($0, 0), compressor.maximumLevel) }
            self.filters = filters
            self.strategy = strategy
            self.compressor = compressor
        }

        /// Fast: every row UP-filtered, libdeflate level 2 over the whole image. The default.
        public static let fast = Preset(compressionLevel: 2, filters: .up, compressor: .libdeflate)
        /// Small: zlib level 9, adaptive filtering over all five filters, `filtered` strategy.
        public static let small = Preset(compressionLevel: 9, filters: .all, strategy: .filtered)
        /// Whatever libpng does by default (for comparisons and benchmarks).
        public static let libpngDefault = Preset()
    }
}
