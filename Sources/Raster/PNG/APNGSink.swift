import Foundation

/// Where an ``APNGEncoder`` puts the animation's bytes as it produces them: in memory (`Data`) or
/// streamed to disk (``TemporaryFile``), so that memory stays flat however many frames there are.
public protocol APNGSink {
    /// Appends `bytes` at the end of the output.
    mutating func append(_ bytes: Data) throws
    /// Overwrites bytes written earlier, starting `offset` bytes into the output (the frame count in
    /// the `acTL` chunk, known only at the end).
    mutating func overwrite(at offset: Int, with bytes: Data) throws
    /// How many bytes have been written.
    var byteCount: Int { get }
}

extension Data: APNGSink {
    /// Overwrites `bytes.count` bytes from `offset`.
    public mutating func overwrite(at offset: Int, with bytes: Data) throws {
        replaceSubrange((startIndex + offset)..<(startIndex + offset + bytes.count), with: bytes)
    }

    /// The data's length.
    public var byteCount: Int { count }
}

extension TemporaryFile: APNGSink {}
