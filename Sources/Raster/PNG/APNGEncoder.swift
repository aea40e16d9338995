import Foundation

/// Assembles an animated PNG (APNG) from premultiplied frames shown at a fixed frame rate.
///
/// Frames are compressed by libpng (as with ``PNGEncoder``, same presets) as they are appended, so
/// memory holds compressed data plus the previous frame only. The output:
/// - is 8-bit RGBA, loops forever (`num_plays` 0), and shows the first frame to viewers that do
///   not understand APNG;
/// - merges identical consecutive frames into one whose delay is their sum (delays are exact
///   fractions `frames / framesPerSecond`, reduced);
/// - stores each later frame as only the bounding rectangle of the pixels that changed since the
///   previous one (`fcTL` offset, dispose op none, blend op source), so every frame reconstructs
///   exactly;
/// - is deterministic: the same frames and settings give the same bytes.
public struct APNGEncoder: Sendable {
    /// One stored frame: where its rectangle goes, its compressed data, and how many input
    /// frames (ticks) it stays on screen.
    private struct Frame: Sendable {
        var x: Int, y: Int, width: Int, height: Int
        var compressed: Data
        var ticks: Int
    }

    /// Frames per second; each input frame lasts `1 / framesPerSecond` seconds.
    public let framesPerSecond: Int
    /// The compression settings used for every frame.
    public let preset: PNGEncoder.Preset
    /// The canvas width, set by the first frame (0 before).
    public private(set) var width = 0
    /// The canvas height, set by the first frame (0 before).
    public private(set) var height = 0
    /// How many frames have been appended successfully.
    public private(set) var appendedFrameCount = 0

    private var headerChunks: [PNGChunk] = [] // IHDR and the ancillary chunks libpng wrote before IDAT
    private var frames: [Frame] = []
    private var previous: Bitmap?

    /// An encoder for frames shown `framesPerSecond` times a second (1…65535).
    public init(framesPerSecond: Int, preset: PNGEncoder.Preset = .fast) {
        precondition((1...65535).contains(framesPerSecond), "APNG frame rate must be 1...65535")
        self.framesPerSecond = framesPerSecond
        self.preset = preset
    }

    /// How many frames the APNG will hold (identical consecutive frames count once).
    public var storedFrameCount: Int { frames.count }

    /// Adds the next frame. The first frame sets the canvas size; later ones must match it.
    public mutating func append(_ frame: Bitmap) throws {
        guard let previous else {
            guard frame.width > 0, frame.height > 0 else {
                throw PNGError(
                    .invalidInput,
                    "cannot encode APNG: the first frame is \(frame.width)×\(frame.height), which has no pixels")
            }
            let png = try compress(frame, x: 0, y: 0, width: frame.width, height: frame.height)
            headerChunks = png.chunks.prefix { $0.type != "IDAT" }
            width = frame.width
            height = frame.height
            frames.append(Frame(x: 0, y: 0, width: width, height: height, compressed: png.idat, ticks: 1))
            self.previous = frame
            appendedFrameCount += 1
            return
        }
        guard frame.width == width, frame.height == height else {
            throw PNGError(
                .invalidInput,
                """
                cannot encode APNG: frame \(appendedFrameCount) is \(frame.width)×\(frame.height), \
                but the animation is \(width)×\(height)
                """
            )
        }
        guard let changed = Self.changedRectangle(from: previous, to: frame) else {
            frames[frames.count - 1].ticks += 1
            appendedFrameCount += 1
            return
        }
        let png = try compress(frame, x: changed.x, y: changed.y, width: changed.width, height: changed.height)
        frames.append(
            Frame(
                x: changed.x, y: changed.y, width: changed.width, height: changed.height,
                compressed: png.idat, ticks: 1))
        self.previous = frame
        appendedFrameCount += 1
    }

    /// The APNG file bytes for the frames appended so far.
    public func encode() throws -> Data {
        guard !frames.isEmpty else { throw PNGError(.invalidInput, "cannot encode APNG: no frames were appended") }
        var output = PNGChunks.signature
        for chunk in headerChunks {
            PNGChunks.append(chunk.type, chunk.data, to: &output)
            if chunk.type == "IHDR" {
                var control = Data()
                control.appendBigEndian(UInt32(frames.count))
                control.appendBigEndian(UInt32(0)) // num_plays: loop forever
                PNGChunks.append("acTL", control, to: &output)
            }
        }
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let delay = try Self.delay(ticks: frame.ticks, framesPerSecond: framesPerSecond, frame: index)
            var control = Data()
            control.appendBigEndian(sequence)
            for value in [frame.width, frame.height, frame.x, frame.y] { control.appendBigEndian(UInt32(value)) }
            control.appendBigEndian(delay.numerator)
            control.appendBigEndian(delay.denominator)
            control.append(contentsOf: [0, 0]) // dispose op none, blend op source
            PNGChunks.append("fcTL", control, to: &output)
            sequence += 1
            for start in stride(from: 0, to: frame.compressed.count, by: Self.maxChunkData) {
                let piece = frame.compressed[
                    (frame.compressed.startIndex + start)..<(frame.compressed.startIndex
                        + min(start + Self.maxChunkData, frame.compressed.count))]
                if index == 0 {
                    PNGChunks.append("IDAT", Data(piece), to: &output)
                } else {
                    var data = Data()
                    data.appendBigEndian(sequence)
                    data.append(piece)
                    PNGChunks.append("fdAT", data, to: &output)
                    sequence += 1
                }
            }
        }
        PNGChunks.append("IEND", Data(), to: &output)
        return output
    }

    /// Encodes and writes the APNG to `url` atomically (see ``PNGEncoder/write(_:to:fsync:)``).
    public func write(to url: URL, fsync: Bool = false) throws {
        let data: Data
        do {
            data = try encode()
        } catch let error as PNGError {
            throw error.naming(url.path)
        }
        try AtomicFile.write(data, to: url, synchronize: fsync)
    }

    /// The largest chunk payload written (far below PNG's 2³¹ − 1 limit).
    private static let maxChunkData = 1 << 24

    /// Compresses a rectangle of `bitmap` with libpng; returns the PNG's chunks and its IDAT data.
    private func compress(_ bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int) throws -> (
        chunks: [PNGChunk], idat: Data
    ) {
        let rowBytes = width * 4
        let straight = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            bitmap.pixels.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    let start = ((y + row) * bitmap.width + x) * 4
                    Premultiplication.unpremultiply(
                        UnsafeBufferPointer(rebasing: source[start..<(start + rowBytes)]),
                        into: UnsafeMutableBufferPointer(rebasing: buffer[(row * rowBytes)..<((row + 1) * rowBytes)]))
                }
            }
            count = rowBytes * height
        }
        let png = try straight.withUnsafeBufferPointer {
            try PNGEncoder(preset: preset).encode(straightRGBA: $0, width: width, height: height, stripAlpha: false)
        }
        let chunks = try PNGChunks.parse(png)
        var idat = Data()
        for chunk in chunks where chunk.type == "IDAT" { idat.append(chunk.data) }
        return (chunks, idat)
    }

    /// The smallest rectangle holding every pixel that differs, or nil when the bitmaps are equal.
    static func changedRectangle(from old: Bitmap, to new: Bitmap) -> (x: Int, y: Int, width: Int, height: Int)? {
        let rowBytes = old.width * 4
        return old.pixels.withUnsafeBytes { a in
            new.pixels.withUnsafeBytes { b in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(a.baseAddress! + y * rowBytes, b.baseAddress! + y * rowBytes, rowBytes) != 0
                }
                func pixelDiffers(_ x: Int, _ y: Int) -> Bool {
                    let i = y * rowBytes + x * 4
                    return a.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                        != b.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                }
                guard let top = (0..<old.height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<old.height).last(where: rowDiffers)!
                var left = old.width
                var right = -1
                for y in top...bottom {
                    if let first = (0..<left).first(where: { pixelDiffers($0, y) }) { left = first }
                    if let last = ((right + 1)..<old.width).last(where: { pixelDiffers($0, y) }) { right = last }
                }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }

    /// `ticks / framesPerSecond` seconds as an APNG delay fraction (16-bit parts), reduced.
    private static func delay(ticks: Int, framesPerSecond: Int, frame: Int) throws -> (
        numerator: UInt16, denominator: UInt16
    ) {
        var a = ticks
        var b = framesPerSecond
        while b != 0 { (a, b) = (b, a % b) }
        let numerator = ticks / a
        let denominator = framesPerSecond / a
        guard let n = UInt16(exactly: numerator), let d = UInt16(exactly: denominator) else {
            throw PNGError(
                .invalidInput,
                """
                cannot encode APNG: frame \(frame) lasts \(ticks)/\(framesPerSecond) s, \
                which does not fit APNG's 16-bit delay fraction
                """
            )
        }
        return (n, d)
    }
}
