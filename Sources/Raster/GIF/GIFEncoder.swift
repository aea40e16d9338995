import CGIF
import Foundation

/// Writes an animated GIF through giflib, frame by frame, to `Sink` (`Data`, or a ``TemporaryFile`` so
/// that memory stays flat in the number of frames: it holds the frame on screen, one pending frame and
/// one frame's indices).
///
/// - Colours: frames are composited over white (GIF has no partial transparency). Each frame uses the
///   global palette unless a palette of its own (Wu's quantizer over its changed pixels) is clearly
///   better (``localPaletteThreshold``); exact palettes need no dithering, others are dithered with
///   serpentine Floyd–Steinberg.
/// - Size: each frame stores only the bounding rectangle of the pixels that changed, with the
///   transparent index for the unchanged ones inside it (disposal "do not dispose"), so static parts are
///   never redrawn and never shimmer.
/// - Time: identical consecutive frames merge; delays follow ``GIFTimeline`` (exact total, none under
///   2 cs; the last frame's delay is at least 2 cs even when less time is left).
/// - Deterministic: the same frames and settings give the same bytes.
public final class GIFEncoder<Sink: APNGSink> {
    /// A frame's own palette replaces the global one when the global palette's mean error on its changed
    /// pixels is above this (weighted squared error: about 3 levels a channel, where dithering starts to
    /// show as noise) and twice the local one's.
    public static var localPaletteThreshold: Double { 81 }

    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// How the input frames' ticks become centisecond delays.
    public let timeline: GIFTimeline
    /// Where the bytes go.
    public private(set) var sink: Sink
    /// GIF frames written so far.
    public private(set) var storedFrameCount = 0
    /// How many of them carry their own palette.
    public private(set) var localPaletteCount = 0

    private var globalPalette: GIFPalette
    private var file: UnsafeMutablePointer<GifFileType>?
    private let output = OutputBuffer()
    /// The frame waiting for the next different one to know its delay, and the tick it starts at.
    private var pending: (rgb: [UInt8], start: Int)?
    /// The source pixels of what is on screen after the frames written so far.
    private var shown: [UInt8]?
    private var ticks = 0

    /// Starts a `width × height` GIF (1–65535 each) of frames shown `framesPerSecond` times a second,
    /// played `plays` times (0: forever), with `globalPalette` as its global colour table.
    public init(
        width: Int, height: Int, framesPerSecond: Int, plays: Int, globalPalette: GIFPalette, sink: Sink
    ) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw GIFError("a GIF is 1 to 65535 pixels wide and high, not \(width)×\(height)")
        }
        guard (0...65536).contains(plays) else { throw GIFError("plays must be 0 (forever) to 65536, not \(plays)") }
        self.width = width
        self.height = height
        self.timeline = GIFTimeline(framesPerSecond: framesPerSecond)
        self.globalPalette = globalPalette
        self.sink = sink
        var error: Int32 = 0
        file = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), OutputBuffer.write, &error)
        guard let file else { throw GIFError(Self.message(error)) }
        EGifSetGifVersion(file, true)
        try withColorMap(globalPalette) { map in
            try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map))
        }
        if plays != 1 {
            // The NETSCAPE2.0 block counts repeats after the first play; 0 repeats forever.
            let repeats = plays == 0 ? 0 : plays - 1
            try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
            try putBlock(Array("NETSCAPE2.0".utf8))
            try putBlock([1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)])
            try check(EGifPutExtensionTrailer(file))
        }
        try flush()
    }

    deinit {
        if let file { EGifCloseFile(file, nil) }
    }

    /// Adds a frame shown for `ticks` input frames (1 or more). Frames must be `width × height`.
    public func append(_ frame: Bitmap, ticks frameTicks: Int = 1) throws {
        guard file != nil else { throw GIFError("a frame was appended after the animation was finished") }
        guard frame.width == width, frame.height == height else {
            throw GIFError("a frame is \(frame.width)×\(frame.height), but the animation is \(width)×\(height)")
        }
        precondition(frameTicks > 0, "a frame lasts at least one tick")
        let rgb = frame.opaqueRGB()
        defer { ticks += frameTicks }
        guard let previous = pending else {
            pending = (rgb, ticks)
            return
        }
        guard rgb != previous.rgb else { return }
        let start = timeline.centiseconds(afterTicks: previous.start)
        let delay = timeline.centiseconds(afterTicks: ticks) - start
        if delay < GIFTimeline.shortestDelay {
            pending = (rgb, previous.start)
        } else {
            try write(previous.rgb, delay: delay)
            pending = (rgb, ticks)
        }
    }

    /// Writes the last frame and the trailer. Later calls do nothing.
    public func finish() throws {
        guard let file else { return }
        guard let last = pending else { throw GIFError("no frames were appended") }
        let start = timeline.centiseconds(afterTicks: last.start)
        let delay = max(GIFTimeline.shortestDelay, timeline.centiseconds(afterTicks: ticks) - start)
        try write(last.rgb, delay: delay)
        pending = nil
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw GIFError(Self.message(error)) }
        try flush()
    }

    // MARK: - One frame

    private func write(_ rgb: [UInt8], delay: Int) throws {
        guard let file else { return }
        guard delay <= 65535 else {
            throw GIFError("a frame lasts \(delay) cs, longer than GIF's longest delay (65535 cs)")
        }
        let shown = self.shown
        let rect: GIFRect
        var changed: [Bool]?
        if let shown {
            // Nothing changed only when a dropped frame (over 50 fps) led back to the shown one: one
            // transparent pixel keeps the delay.
            rect =
                GIFRect.changed(from: shown, to: rgb, width: width, height: height)
                ?? GIFRect(x: 0, y: 0, width: 1, height: 1)
            changed = rect.pixels(imageWidth: width).map { rgbPixelsDiffer(shown, rgb, at: $0) }
        } else {
            rect = GIFRect(x: 0, y: 0, width: width, height: height)
        }
        var local = localPalette(for: rgb, in: rect, changed: changed)
        let indices =
            local != nil
            ? FloydSteinberg.indices(rgb: rgb, imageWidth: width, rect: rect, changed: changed, palette: &local!)
            : FloydSteinberg.indices(
                rgb: rgb, imageWidth: width, rect: rect, changed: changed, palette: &globalPalette)
        let palette = local ?? globalPalette
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
            TransparentColor: shown == nil ? NO_TRANSPARENT_COLOR : Int32(palette.transparentIndex))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        let putDescription = { (map: UnsafeMutablePointer<ColorMapObject>?) throws in
            try self.check(
                EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map))
        }
        if let local { try withColorMap(local, putDescription) } else { try putDescription(nil) }
        var pixels = indices
        try check(EGifPutLine(file, &pixels, Int32(pixels.count)))
        try flush()
        self.shown = rgb
        storedFrameCount += 1
        if local != nil { localPaletteCount += 1 }
    }

    /// A palette of the frame's own when the global one is not exact and clearly worse for its changed
    /// pixels, else nil.
    private func localPalette(for rgb: [UInt8], in rect: GIFRect, changed: [Bool]?) -> GIFPalette? {
        guard !globalPalette.isExact else { return nil }
        let all = rect.pixels(imageWidth: width)
        let pixels = changed.map { zip(all, $0).filter(\.1).map(\.0) } ?? all
        var histogram = ColorHistogram()
        histogram.add(rgb: rgb, pixels: pixels)
        guard var candidate = GIFPalette(histogram: histogram) else { return nil }
        func meanError(_ palette: inout GIFPalette) -> Double {
            var total = 0.0
            for p in pixels {
                let r = Double(rgb[p * 3])
                let g = Double(rgb[p * 3 + 1])
                let b = Double(rgb[p * 3 + 2])
                total += palette.distance(from: palette.nearest(r: r, g: g, b: b), r: r, g: g, b: b)
            }
            return total / Double(pixels.count)
        }
        let globalError = meanError(&globalPalette)
        guard globalError > Self.localPaletteThreshold, globalError > 2 * meanError(&candidate) else { return nil }
        return candidate
    }

    // MARK: - giflib

    /// Calls `body` with a giflib colour map of the palette, padded to a power of two with room for the
    /// transparent index.
    private func withColorMap<T>(
        _ palette: GIFPalette, _ body: (UnsafeMutablePointer<ColorMapObject>) throws -> T
    ) throws -> T {
        var size = 2
        while size < palette.colors.count + 1 { size *= 2 }
        var colors = palette.colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        guard let map = GifMakeMapObject(Int32(size), colors) else { throw GIFError("out of memory") }
        defer { GifFreeMapObject(map) }
        return try body(map)
    }

    private func putBlock(_ bytes: [UInt8]) throws {
        try check(EGifPutExtensionBlock(file, Int32(bytes.count), bytes))
    }

    private func check(_ result: Int32) throws {
        guard result == GIF_OK else { throw GIFError(Self.message(file?.pointee.Error ?? 0)) }
    }

    /// Moves the bytes giflib produced into the sink.
    private func flush() throws {
        guard !output.bytes.isEmpty else { return }
        try sink.append(output.bytes)
        output.bytes.removeAll(keepingCapacity: true)
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// Collects what giflib writes until the encoder moves it into its sink.
private final class OutputBuffer {
    var bytes = Data()

    /// giflib's output callback: the buffer is the file's user data.
    static let write: OutputFunc = { file, bytes, count in
        guard let file, let user = file.pointee.UserData, let bytes else { return 0 }
        Unmanaged<OutputBuffer>.fromOpaque(user).takeUnretainedValue().bytes.append(bytes, count: Int(count))
        return count
    }
}
