extension PNGDecoder {
    /// The largest image a decoder accepts. The PNG header's claimed size is checked against these
    /// before any pixel memory is allocated, so a tiny file claiming 100000×100000 pixels is
    /// rejected with ``PNGError/Kind/limitExceeded`` instead of exhausting memory.
    public struct Limits: Sendable, Hashable {
        /// The largest width in pixels.
        public var maxWidth: Int
        /// The largest height in pixels.
        public var maxHeight: Int
        /// The largest `width × height`.
        public var maxPixels: Int

        /// Limits from their parts.
        public init(maxWidth: Int, maxHeight: Int, maxPixels: Int) {
            self.maxWidth = maxWidth
            self.maxHeight = maxHeight
            self.maxPixels = maxPixels
        }

        /// 16384 × 16384 pixels at most, and at most 100 million pixels (400 MB decoded).
        public static let `default` = Limits(maxWidth: 16384, maxHeight: 16384, maxPixels: 100_000_000)
    }
}
