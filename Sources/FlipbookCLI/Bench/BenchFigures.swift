/// One row of the catalog bench: per-frame figures of an entry (or of all entries together), as the
/// table prints them and `--json` writes them. Milliseconds and KiB are per frame; the single-thread
/// frames/s count layout, raster and encode one after another, the end-to-end (e2e) frames/s count
/// raster + encode on every thread at once.
struct BenchFigures: Encodable {
    /// The entry's name, or "all".
    var name: String
    /// Frames timed.
    var frames: Int
    /// Display list (clock, animations, layout) ms/frame.
    var layoutMs: Double
    /// Rasterizer ms/frame.
    var rasterMs: Double
    /// PNG encoding ms/frame with the fast preset.
    var encodeMs: Double
    /// PNG encoding ms/frame with libpng's default settings.
    var libpngMs: Double
    /// `fast` encoding time over libpng's defaults' on the same frames in the same run (3 decimals; 0 when
    /// libpng took no measurable time).
    var encodeVsLibpng: Double
    /// Skia's ms/frame replaying the same display lists on one thread (null when not timed; the
    /// report's `peers` says why).
    var skiaMs: PeerFigure
    /// Blend2D's ms/frame replaying the same display lists on one thread (null when not timed).
    var blend2dMs: PeerFigure
    /// fpng's ms/frame encoding the same frames (RGB when opaque, as Flipbook writes them; null when
    /// not timed).
    var fpngMs: PeerFigure
    /// fpng's KiB/frame on the same frames (null when not timed).
    var fpngKib: PeerFigure
    /// Raster time over Skia's on the same display lists (3 decimals; null when Skia was not timed).
    var rasterVsSkia: PeerFigure
    /// Raster time over Blend2D's on the same display lists (3 decimals; null when not timed).
    var rasterVsBlend2D: PeerFigure
    /// `fast` encoding time over fpng's on the same frames (3 decimals; null when fpng was not timed).
    var encodeVsFpng: PeerFigure
    /// Frames/s on one thread, all three stages, fast preset.
    var framesPerSecond: Double
    /// Frames/s on one thread, all three stages, libpng's defaults.
    var libpngFramesPerSecond: Double
    /// Frames/s of raster + encode (fast preset) on every thread.
    var endToEndFramesPerSecond: Double
    /// Frames/s of raster + encode (libpng's defaults) on every thread.
    var libpngEndToEndFramesPerSecond: Double
    /// KiB/frame with the fast preset.
    var kib: Double
    /// KiB/frame with libpng's defaults.
    var libpngKib: Double

    /// The figures of `totals`, rounded to 2 decimals (so the JSON stays readable).
    init(name: String, _ totals: CatalogBench.Totals) {
        let n = Double(max(totals.frames, 1))
        func round(_ x: Double) -> Double { (x * 100).rounded() / 100 }
        func ms(_ seconds: Double) -> Double { round(seconds / n * 1000) }
        func rate(_ seconds: Double) -> Double { seconds > 0 ? round(n / seconds) : 0 }
        func perFrame(_ bytes: Int) -> Double { round(Double(bytes) / n / 1024) }
        let common = totals.layout + totals.raster
        self.name = name
        frames = totals.frames
        layoutMs = ms(totals.layout)
        rasterMs = ms(totals.raster)
        encodeMs = ms(totals.encodeFast)
        libpngMs = ms(totals.encodeLibpng)
        encodeVsLibpng = totals.encodeLibpng > 0 ? (totals.encodeFast / totals.encodeLibpng * 1000).rounded() / 1000 : 0
        func peer(_ seconds: Double?) -> PeerFigure { PeerFigure(seconds.map(ms)) }
        func ratio(_ ours: Double, _ theirs: Double?) -> PeerFigure {
            PeerFigure(theirs.flatMap { $0 > 0 ? (ours / $0 * 1000).rounded() / 1000 : nil })
        }
        skiaMs = peer(totals.skia)
        blend2dMs = peer(totals.blend2d)
        fpngMs = peer(totals.fpng)
        fpngKib = PeerFigure(totals.fpngKib.map { round($0 / n) })
        rasterVsSkia = ratio(totals.raster, totals.skia)
        rasterVsBlend2D = ratio(totals.raster, totals.blend2d)
        encodeVsFpng = ratio(totals.encodeFast, totals.fpng)
        framesPerSecond = rate(common + totals.encodeFast)
        libpngFramesPerSecond = rate(common + totals.encodeLibpng)
        endToEndFramesPerSecond = rate(totals.endToEndFast)
        libpngEndToEndFramesPerSecond = rate(totals.endToEndLibpng)
        kib = perFrame(totals.bytesFast)
        libpngKib = perFrame(totals.bytesLibpng)
    }
}

/// A peer's figure, written as JSON `null` when the peer was not timed (rather than left out), so every
/// report has the same keys.
struct PeerFigure: Encodable, Equatable {
    /// The figure, or nil.
    var value: Double?

    init(_ value: Double?) { self.value = value }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}
