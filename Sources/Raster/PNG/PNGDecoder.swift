import CPNG
import Foundation

/// Decodes PNG files into premultiplied `Bitmap`s through libpng.
///
/// Every colour type and bit depth is accepted: grey, grey + alpha, RGB, RGBA and palette images
/// at 1, 2, 4, 8 and 16 bits, with or without tRNS transparency, interlaced or not. Samples are
/// converted to 8 bits (16-bit values as `round(v / 257)`, low bit depths by bit replication), then
/// premultiplied with rounding. Samples are taken as sRGB; gAMA, cHRM and iCCP are not applied.
/// Bad input of any kind throws a ``PNGError``; it never crashes.
public struct PNGDecoder: Sendable {
    /// The largest image accepted, checked before allocating.
    public var limits: Limits
    /// Whether libpng warnings fail decoding.
    public var warningPolicy: WarningPolicy

    /// A decoder with the given limits (``Limits/default``) and warning policy (``WarningPolicy/fail``).
    public init(limits: Limits = .default, warningPolicy: WarningPolicy = .fail) {
        self.limits = limits
        self.warningPolicy = warningPolicy
    }

    /// Decodes PNG bytes. The header's claimed size is checked against ``limits`` first; the pixels are
    /// then decoded straight into the bitmap's storage and premultiplied there, so decoding takes the
    /// decoded image's memory once, with no second copy.
    public func decode(_ data: Data) throws -> Bitmap {
        var cLimits = cpng_limits(
            max_width: UInt32(clamping: limits.maxWidth),
            max_height: UInt32(clamping: limits.maxHeight),
            max_pixels: UInt64(clamping: limits.maxPixels))
        // Beyond the limits (or no header at all): no buffer, and CPNG says what is wrong.
        let count = Self.claimedSize(of: data).flatMap { limits.decodedByteCount(width: $0.width, height: $0.height) }
        var image = cpng_image()
        var status = cpng_status()
        let pixels = [UInt8](unsafeUninitializedCapacity: count ?? 0) { buffer, initialized in
            data.withUnsafeBytes { bytes in
                _ = cpng_decode_rgba8(
                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &cLimits,
                    buffer.baseAddress, buffer.count, &image, &status)
            }
            guard status.code == CPNG_OK else { return }
            Premultiplication.premultiply(UnsafeBufferPointer(buffer), into: buffer)
            initialized = buffer.count
        }
        if let error = status.error(decoding: true) { throw error }
        if status.warning_count > 0, warningPolicy == .fail {
            throw PNGError(.invalidData, "cannot decode PNG: libpng warned: \(status.warningsText)")
        }
        return Bitmap(width: Int(image.width), height: Int(image.height), pixels: pixels)
    }

    /// Decodes the PNG file at `url`; errors name the file.
    public func decode(contentsOf url: URL) throws -> Bitmap {
        let data: Data
        do {
            data = try FileProblem.readRegularFile(url)
        } catch {
            throw PNGError(.io, "cannot read the file: \(error.reason)", file: url.path)
        }
        do {
            return try decode(data)
        } catch let error as PNGError {
            throw error.naming(url.path)
        }
    }
}
