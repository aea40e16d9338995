import CPNG

extension PNGEncoder {
    /// Which deflate implementation compresses a PNG's image data (the `IDAT` chunks). Either way libpng
    /// writes the file: the signature and every chunk with its CRC.
    public enum Compressor: Sendable, Hashable {
        /// libpng's own zlib stream, fed row by row: every level, filter set and strategy applies.
        case zlib
        /// libdeflate: every row is UP-filtered into one buffer (``Filters/up`` only, no ``Strategy``),
        /// which is compressed at levels 0…12 about 1 MiB of whole rows at a time (``PNGEncoder/shouldStop`` is
        /// asked between pieces), the pieces joined into one zlib stream that libpng writes as `IDAT` chunks.
        /// The filtered image and room for its compressed form (each a little more than the image data) stay
        /// allocated on the encoding thread for its next image.
        case libdeflate
        /// Flipbook's own deflate for rendered frames: each row filtered with ``Filters/noFilter``,
        /// ``Filters/sub`` or ``Filters/up`` (the one with the smallest sum of signed bytes; a row equal to the
        /// one above is always UP, all zeros), then matches looked for only at distance 1, one pixel and one
        /// row — the runs, repeated pixels and repeated rows of flat UI — and each block of about 256 KB coded
        /// with its own dynamic Huffman codes (stored when that is smaller). It has no levels or strategies;
        /// ``Preset/filters`` may narrow the filters it chooses from. libpng writes the chunks.
        case rendered

        var cValue: Int32 {
            switch self {
            case .zlib: CPNG_COMPRESSOR_ZLIB
            case .libdeflate: CPNG_COMPRESSOR_LIBDEFLATE
            case .rendered: CPNG_COMPRESSOR_RENDERED
            }
        }

        /// The highest compression level (``rendered`` has none: a level given to it is rejected when encoding).
        var maximumLevel: Int {
            switch self {
            case .zlib: 9
            case .libdeflate: 12
            case .rendered: .max
            }
        }
    }
}
