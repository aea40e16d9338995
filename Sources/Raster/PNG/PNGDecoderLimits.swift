import Foundation

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

        /// The bytes a decoded image of `width × height` pixels takes (four a pixel), or nil when that
        /// size is empty or beyond these limits. Checked arithmetic: any claimed size is safe to pass.
        public func decodedByteCount(width: Int, height: Int) -> Int? {
            guard width > 0, height > 0, width <= maxWidth, height <= maxHeight else { return nil }
            let (pixels, pixelsOverflow) = width.multipliedReportingOverflow(by: height)
            guard !pixelsOverflow, pixels <= maxPixels else { return nil }
            let (bytes, bytesOverflow) = pixels.multipliedReportingOverflow(by: 4)
            return bytesOverflow ? nil : bytes
        }
    }
}

extension PNGDecoder {
    /// The width and height a PNG file's header claims, read without decoding anything (`nil` when
    /// the data does not start like a PNG file): lets a caller budget memory before decoding.
    public static func claimedSize(of data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        return (Int(bytes.bigEndianUInt32(at: 16)), Int(bytes.bigEndianUInt32(at: 20)))
    }

    /// ``claimedSize(of:)`` of the regular file at `url` and the file's size in bytes, reading only its
    /// first 24 bytes (`nil` when it is not a readable regular file or does not start like a PNG file).
    /// Never blocks on a pipe or device.
    public static func claimedSize(ofFileAt url: URL) -> (width: Int, height: Int, fileBytes: Int)? {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var head = [UInt8](repeating: 0, count: 24)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 24) }
        guard count == 24, let size = claimedSize(of: Data(head)) else { return nil }
        return (size.width, size.height, Int(info.st_size))
    }
}
