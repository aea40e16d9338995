import CPNG
import Foundation

/// Encodes premultiplied `Bitmap`s as 8-bit PNG through libpng (with CPNG's own deflate for rendered frames
/// compressing the image data for ``Preset/fast``).
///
/// Pixels are un-premultiplied once, exactly (see `Premultiplication`), so decoding the PNG with
/// ``PNGDecoder`` gives back the same bytes. Fully opaque bitmaps are written as RGB, others as
/// RGBA; nothing time- or machine-dependent is written, so the same bitmap and preset always give
/// the same bytes. An sRGB chunk marks the colour space.
public struct PNGEncoder: Sendable {
    /// The compression settings.
    public var preset: Preset
    /// Asked every few rows while encoding (from any thread); when it returns true the encode ends
    /// with a ``PNGError/Kind/stopped`` error and nothing is written. Nil: never stop.
    public var shouldStop: (@Sendable () -> Bool)?

    /// An encoder with the given compression settings (``Preset/fast`` by default) that stops early
    /// when `shouldStop` returns true.
    public init(preset: Preset = .fast, shouldStop: (@Sendable () -> Bool)? = nil) {
        self.preset = preset
        self.shouldStop = shouldStop
    }

    /// The bitmap as PNG file bytes.
    public func encode(_ bitmap: Bitmap) throws -> Data {
        let opaque = bitmap.pixels.withUnsafeBufferPointer { bytes in
            // An AND of whole little-endian pixels (which the compiler vectorises); alpha is the top byte.
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                var all: UInt32 = 0xFFFF_FFFF
                for pixel in pixels { all &= pixel }
                return all >> 24 == 255
            }
        }
        if opaque { // un-premultiplying would change nothing: hand libpng the bitmap's own bytes
            return try bitmap.pixels.withUnsafeBufferPointer {
                try encode(straightRGBA: $0, width: bitmap.width, height: bitmap.height, stripAlpha: true)
            }
        }
        let straight = [UInt8](unsafeUninitializedCapacity: bitmap.pixels.count) { buffer, count in
            bitmap.pixels.withUnsafeBufferPointer { Premultiplication.unpremultiply($0, into: buffer) }
            count = bitmap.pixels.count
        }
        return try straight.withUnsafeBufferPointer {
            try encode(straightRGBA: $0, width: bitmap.width, height: bitmap.height, stripAlpha: false)
        }
    }

    /// Encodes the bitmap and writes it to `url` atomically: the bytes go to a temporary file in the
    /// same directory that is then renamed over `url`, so an interrupted run never leaves a
    /// half-written PNG. With `fsync`, the data is flushed to disk before and after the rename.
    public func write(_ bitmap: Bitmap, to url: URL, fsync: Bool = false) throws {
        let data: Data
        do {
            data = try encode(bitmap)
        } catch let error as PNGError {
            throw error.naming(url.path)
        }
        try AtomicFile.write(data, to: url, synchronize: fsync)
    }

    /// Encodes tightly packed straight-alpha RGBA8 rows. With `stripAlpha`, writes RGB.
    func encode(
        straightRGBA pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stripAlpha: Bool
    ) throws -> Data {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(.invalidInput, "cannot encode PNG: a \(width)×\(height) image has no pixels or is too large")
        }
        precondition(pixels.count == width * height * 4, "pixel buffer does not match the size")
        let stop = shouldStop.map(StopCheck.init)
        var options = cpng_encode_options(
            compressor: preset.compressor.cValue,
            compression_level: Int32(preset.compressionLevel ?? -1),
            filters: preset.filters?.rawValue ?? -1,
            strategy: preset.strategy?.cValue ?? -1,
            strip_alpha: stripAlpha ? 1 : 0,
            srgb_chunk: 1,
            should_stop: stop == nil ? nil : { Unmanaged<StopCheck>.fromOpaque($0!).takeUnretainedValue().ask() },
            stop_context: stop.map { Unmanaged.passUnretained($0).toOpaque() })
        var output = cpng_buffer()
        var status = cpng_status()
        _ = withExtendedLifetime(stop) {
            cpng_encode_rgba8(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, &options, &output, &status)
        }
        if let error = status.error(decoding: false) { throw error }
        guard let bytes = output.bytes else { return Data() }
        let data = Data(
            bytesNoCopy: bytes, count: output.size, deallocator: .custom { pointer, _ in cpng_free(pointer) })
        if status.warning_count > 0 {
            throw PNGError(.invalidInput, "cannot encode PNG: libpng warned: \(status.warningsText)")
        }
        return data
    }
}

/// ``PNGEncoder/shouldStop`` boxed so CPNG's row loops can call it through a C function pointer.
private final class StopCheck {
    let shouldStop: () -> Bool
    init(_ shouldStop: @escaping () -> Bool) { self.shouldStop = shouldStop }
    func ask() -> Int32 { shouldStop() ? 1 : 0 }
}
