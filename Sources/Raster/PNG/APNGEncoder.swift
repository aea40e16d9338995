import Foundation

/// Assembles an animated PNG (APNG) from premultiplied frames shown at a fixed frame rate, writing it
/// to `Sink` as it goes: `Data` in memory, or a ``TemporaryFile`` so that memory stays flat in the
/// number of frames (it holds the previous frame and one compressed frame, whatever the length).
///
/// Frames are compressed by libpng (as with ``PNGEncoder``, same presets) as they are appended. The
/// output:
/// - is 8-bit RGBA, plays ``plays`` times (`num_plays`; 0, the default, loops forever), and shows the
///   first frame to viewers that do not understand APNG;
/// - merges identical consecutive frames into one whose delay is their sum (delays are exact
///   fractions `frames / framesPerSecond`, reduced);
/// - stores each later frame as only the bounding rectangle of the pixels that changed since the
///   previous one (`fcTL` offset, dispose op none, blend op source), so every frame reconstructs
///   exactly;
/// - is deterministic: the same frames and settings give the same bytes, in memory or on disk.
public struct APNGEncoder<Sink: APNGSink> {
    /// The newest stored frame: where its rectangle goes and its compressed data, held back until the
    /// next different frame (or the end) says how many input frames (ticks) it stays on screen.
    private struct HeldFrame {
        var x: Int, y: Int, width: Int, height: Int
        var compressed: Data
        var ticks: Int
    }

    /// Frames per second; each input frame lasts `1 / framesPerSecond` seconds.
    public let framesPerSecond: Int
    /// How many times the animation plays (0: forever).
    public let plays: Int
    /// The compression settings used for every frame.
    public let preset: PNGEncoder.Preset
    /// The canvas width, set by the first frame (0 before).
    public private(set) var width = 0
    /// The canvas height, set by the first frame (0 before).
    public private(set) var height = 0
    /// How many frames have been appended successfully.
    public private(set) var appendedFrameCount = 0
    /// Where the bytes go.
    public private(set) var sink: Sink

    private var writtenFrameCount = 0
    private var sequence: UInt32 = 0
    private var animationControlOffset = 0
    private var held: HeldFrame?
    private var previous: Bitmap?
    private var finished = false

    /// An encoder for frames shown `framesPerSecond` times a second (1…65535), played `plays` times
    /// (0: forever), writing to `sink`.
    public init(framesPerSecond: Int, plays: Int = 0, preset: PNGEncoder.Preset = .fast, sink: Sink) {
        precondition((1...65535).contains(framesPerSecond), "APNG frame rate must be 1...65535")
        precondition(plays >= 0 && plays <= Int(UInt32.max), "APNG plays must be 0 (forever) or more")
        self.framesPerSecond = framesPerSecond
        self.plays = plays
        self.preset = preset
        self.sink = sink
    }

    /// How many frames the APNG holds so far (identical consecutive frames count once).
    public var storedFrameCount: Int { writtenFrameCount + (held == nil ? 0 : 1) }

    /// Adds the next frame, shown for `ticks` frame periods (1 or more). The first frame sets the canvas
    /// size; later ones must match it.
    public mutating func append(_ frame: Bitmap, ticks: Int = 1) throws {
        precondition(ticks > 0, "a frame lasts at least one frame period")
        guard !finished else {
            throw PNGError(.invalidInput, "cannot encode APNG: a frame was appended after the animation was finished")
        }
        guard let previous else {
            try start(with: frame)
            held!.ticks = ticks
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
            held!.ticks += ticks
            appendedFrameCount += 1
            return
        }
        let png = try compress(frame, x: changed.x, y: changed.y, width: changed.width, height: changed.height)
        try writeHeldFrame()
        held = HeldFrame(
            x: changed.x, y: changed.y, width: changed.width, height: changed.height, compressed: png.idat,
            ticks: ticks)
        self.previous = frame
        appendedFrameCount += 1
    }

    /// Writes the last frame and the end of the file, and the frame count into the `acTL` chunk. Later
    /// calls do nothing.
    public mutating func finish() throws {
        guard !finished else { return }
        guard appendedFrameCount > 0 else {
            throw PNGError(.invalidInput, "cannot encode APNG: no frames were appended")
        }
        try writeHeldFrame()
        try sink.append(Self.chunk("IEND", Data()))
        try sink.overwrite(
            at: animationControlOffset, with: Self.animationControl(frames: writtenFrameCount, plays: plays))
        finished = true
    }

    /// Writes the signature and the first frame's header chunks, with an `acTL` chunk after `IHDR`
    /// whose frame count ``finish()`` fills in, and holds the first frame.
    private mutating func start(with frame: Bitmap) throws {
        guard frame.width > 0, frame.height > 0 else {
            throw PNGError(
                .invalidInput,
                "cannot encode APNG: the first frame is \(frame.width)×\(frame.height), which has no pixels")
        }
        let png = try compress(frame, x: 0, y: 0, width: frame.width, height: frame.height)
        var header = PNGChunks.signature
        for chunk in png.chunks.prefix(while: { $0.type != "IDAT" }) {
            PNGChunks.append(chunk.type, chunk.data, to: &header)
            if chunk.type == "IHDR" {
                animationControlOffset = sink.byteCount + header.count
                header.append(Self.animationControl(frames: 0, plays: plays))
            }
        }
        try sink.append(header)
        width = frame.width
        height = frame.height
        held = HeldFrame(x: 0, y: 0, width: width, height: height, compressed: png.idat, ticks: 1)
        previous = frame
        appendedFrameCount = 1
    }

    /// Writes the held frame's `fcTL` and its data (`IDAT` for the first frame, `fdAT` after).
    private mutating func writeHeldFrame() throws {
        guard let frame = held else { return }
        let index = writtenFrameCount
        let delay = try Self.delay(ticks: frame.ticks, framesPerSecond: framesPerSecond, frame: index)
        var control = Data()
        control.appendBigEndian(sequence)
        for value in [frame.width, frame.height, frame.x, frame.y] { control.appendBigEndian(UInt32(value)) }
        control.appendBigEndian(delay.numerator)
        control.appendBigEndian(delay.denominator)
        control.append(contentsOf: [0, 0]) // dispose op none, blend op source
        var output = Self.chunk("fcTL", control)
        var nextSequence = sequence + 1
        for start in stride(from: 0, to: frame.compressed.count, by: Self.maxChunkData) {
            let from = frame.compressed.startIndex + start
            let piece = frame.compressed[from..<min(from + Self.maxChunkData, frame.compressed.endIndex)]
            if index == 0 {
                PNGChunks.append("IDAT", Data(piece), to: &output)
            } else {
                var data = Data()
                data.appendBigEndian(nextSequence)
                data.append(piece)
                PNGChunks.append("fdAT", data, to: &output)
                nextSequence += 1
            }
        }
        try sink.append(output)
        sequence = nextSequence
        writtenFrameCount += 1
        held = nil
    }

    /// The `acTL` chunk: `frames` frames, played `plays` times (0: forever).
    private static func animationControl(frames: Int, plays: Int) -> Data {
        var control = Data()
        control.appendBigEndian(UInt32(frames))
        control.appendBigEndian(UInt32(plays))
        return chunk("acTL", control)
    }

    /// One chunk's bytes.
    private static func chunk(_ type: String, _ data: Data) -> Data {
        var output = Data()
        PNGChunks.append(type, data, to: &output)
        return output
    }

    /// The largest chunk payload written (far below PNG's 2³¹ − 1 limit).
    private static var maxChunkData: Int { 1 << 24 }

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

extension APNGEncoder: Sendable where Sink: Sendable {}

extension APNGEncoder where Sink == Data {
    /// An encoder that assembles the APNG in memory.
    public init(framesPerSecond: Int, preset: PNGEncoder.Preset = .fast) {
        self.init(framesPerSecond: framesPerSecond, preset: preset, sink: Data())
    }

    /// The APNG file bytes for the frames appended so far (the encoder itself stays open for more).
    public func encode() throws -> Data {
        var finished = self
        try finished.finish()
        return finished.sink
    }

    /// Encodes and writes the APNG to `url` atomically (see ``AtomicFile``).
    public func write(to url: URL, fsync: Bool = false) throws {
        let data: Data
        do {
            data = try encode()
        } catch let error as PNGError {
            throw error.naming(url.path)
        }
        try AtomicFile.write(data, to: url, synchronize: fsync)
    }
}

extension APNGEncoder where Sink == TemporaryFile {
    /// An encoder that streams the APNG into a hidden temporary file beside `url`; ``close(synchronize:)``
    /// puts it in place, and an encoder released before that removes it.
    public init(writingTo url: URL, framesPerSecond: Int, plays: Int = 0, preset: PNGEncoder.Preset = .fast) throws {
        self.init(
            framesPerSecond: framesPerSecond, plays: plays, preset: preset, sink: try TemporaryFile(replacing: url))
    }

    /// Finishes the APNG and renames it over its target (see ``TemporaryFile/commit(synchronize:)``).
    public mutating func close(synchronize: Bool = false) throws {
        do {
            try finish()
        } catch let error as PNGError {
            throw error.naming(sink.url.path)
        }
        try sink.commit(synchronize: synchronize)
    }
}
