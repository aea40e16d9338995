import CPNG

extension PNGEncoder {
    /// Which deflate implementation compresses a PNG's image data (the `IDAT` chunks). Either way libpng
    /// writes the file: the signature and every chunk with its CRC.
    public enum Compressor: Sendable, Hashable {
        /// libpng's own zlib stream, fed row by row: every level, filter set and strategy applies.
        case zlib
        /// libdeflate: every row is UP-filtered into one buffer (``Filters/up`` only, no ``Strategy``),
        /// which is compressed in one call at levels 0…12, and libpng writes the stream as `IDAT` chunks.
        /// The filtered image and room for its compressed form (each a little more than the image data) stay
        /// allocated on the encoding thread for its next image.
        case libdeflate

        var cValue: Int32 {
            switch self {
            case .zlib: CPNG_COMPRESSOR_ZLIB
            case .libdeflate: CPNG_COMPRESSOR_LIBDEFLATE
            }
        }

        /// The highest compression level.
        var maximumLevel: Int {
            switch self {
            case .zlib: 9
            case .libdeflate: 12
            }
        }
    }
}
