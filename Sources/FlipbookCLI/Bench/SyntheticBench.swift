import Foundation
import Raster

/// `flipbook bench --synthetic`: per-stage timings of the rasterizer and the PNG encoder on a push-like
/// frame built straight from display-list items (``SyntheticFrame``), each beside a baseline measured in
/// the same run (these machines are noisy: compare within a run).
///
/// Rasterizing is measured beside the plain reference rasterizer on a crop (it is far slower by design);
/// a text-heavy table (``SyntheticTable``) beside the same table with bars for text; encoding with the
/// fast and small presets beside libpng's own defaults.
struct SyntheticBench {
    /// Frame size in pixels.
    var width = 1170
    var height = 2532
    /// Timed repetitions per stage (after one warm-up).
    var iterations = 5
    /// Side of the square top-left crop both rasterizers render for the reference baseline.
    var referenceCrop = 256

    /// Runs every stage and prints one aligned line per stage.
    func run() throws {
        let photo = SyntheticFrame.photo(width: 512, height: 384)
        let progresses = [0.0, 0.35, 0.7]
        let lists = progresses.map { SyntheticFrame.pushLike(width: width, height: height, progress: $0, photo: photo) }
        let rasterizer = Rasterizer()
        print(
            "flipbook bench --synthetic: a push-like frame, \(width)×\(height) px, \(lists.count) frames, "
                + "\(iterations) run\(iterations == 1 ? "" : "s") per stage, one thread; wall median (fastest) and "
                + "least CPU (user + system) ms/frame")

        var frames: [Bitmap] = []
        let raster = Stopwatch.measure(iterations: iterations) {
            frames = lists.map { rasterizer.render($0) }
        }
        report("rasterize (fast path)", raster, perFrame: lists.count)
        for (name, variant) in [
            ("rasterize + card shadow", SyntheticFrame.withShadow),
            ("rasterize + backdrop blur", SyntheticFrame.withBackdropBlur),
        ] {
            let variants = lists.map(variant)
            let timing = Stopwatch.measure(iterations: iterations) { _ = variants.map { rasterizer.render($0) } }
            report(
                name, timing, perFrame: variants.count,
                extra: String(format: "%.2f× the flat frame by CPU", timing.cpu / raster.cpu))
        }

        let crop = min(referenceCrop, width, height)
        let crops = lists.map { list -> DisplayList in
            var topLeft = list
            topLeft.width = crop
            topLeft.height = crop
            return topLeft
        }
        let fastCrop = Stopwatch.measure(iterations: iterations) { _ = crops.map { rasterizer.render($0) } }
        let referenceCropTime = Stopwatch.measure(iterations: 1) { _ = crops.map { ReferenceRasterizer().render($0) } }
        report("rasterize \(crop)² crop, fast path", fastCrop, perFrame: crops.count)
        report("rasterize \(crop)² crop, reference", referenceCropTime, perFrame: crops.count)

        let bars = try SyntheticTable.frame(width: width, height: height, text: .bars)
        let barTime = Stopwatch.measure(iterations: iterations) { _ = rasterizer.render(bars) }
        report("rasterize 12-row table, bars", barTime, perFrame: 1)
        // Glyph runs are measured with their masks cached (the warm-up renders them), as every frame
        // after a screen's first draws them.
        for (name, text) in [("outlines", SyntheticTable.Text.outlines), ("glyph runs", .glyphRuns)] {
            let list = try SyntheticTable.frame(width: width, height: height, text: text)
            let timing = Stopwatch.measure(iterations: iterations) { _ = rasterizer.render(list) }
            report(
                "rasterize 12-row table, \(name)", timing, perFrame: 1,
                extra: String(format: "%.2f× the bars by CPU", timing.cpu / max(barTime.cpu, 1e-9)))
        }

        for (name, preset) in [("fast", PNGEncoder.Preset.fast), ("small", .small), ("libpng default", .libpngDefault)]
        {
            let encoder = PNGEncoder(preset: preset)
            var bytes = 0
            let timing = try Stopwatch.measure(iterations: iterations) {
                bytes = try frames.reduce(0) { $0 + (try encoder.encode($1)).count }
            }
            report(
                "encode \(name)", timing, perFrame: frames.count,
                extra: String(format: "%.0f KiB/frame", Double(bytes) / Double(frames.count) / 1024))
        }
    }

    private func report(_ stage: String, _ timing: Stopwatch.Timing, perFrame count: Int, extra: String = "") {
        let median = timing.median / Double(count) * 1000
        let fastest = timing.fastest / Double(count) * 1000
        let cpu = timing.cpu / Double(count) * 1000
        let line =
            stage.padding(toLength: 34, withPad: " ", startingAt: 0)
            + String(
                format: "%9.2f (%8.2f) ms/frame  cpu %8.2f ms  %7.1f frames/s", median, fastest, cpu, 1000 / median)
        print(extra.isEmpty ? line : line + "  " + extra)
    }
}
