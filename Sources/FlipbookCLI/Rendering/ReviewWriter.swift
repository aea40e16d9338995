import Flipbook
import FlipbookScenes
import Foundation
import Raster

/// Writes `flipbook render`'s review outputs beside the frames: `index.html` (``ViewerPage``, the
/// frames read back from their files one at a time) and `timing-chart.png` (``TimingChart`` of what
/// ``TimingSampler`` saw at each frame the pipeline rendered).
@MainActor
final class ReviewWriter {
    private let options: ReviewOutputs
    private let runner: SceneRunner
    private let title: String
    private let sampler: TimingSampler?

    /// A writer for `options`; `title` heads the page and the chart.
    init(options: ReviewOutputs, runner: SceneRunner, title: String) {
        self.options = options
        self.runner = runner
        self.title = title
        sampler = options.chart ? TimingSampler(runner: runner) : nil
    }

    /// Records what the chart needs of frame `index`; call right after the runner produced it.
    func observe(frame index: Int) {
        sampler?.sample(frame: index, time: runner.time(ofFrame: index))
    }

    /// Writes the outputs asked for, for the rendered `frames` (ascending) in `folder`; returns the
    /// names written and their total size.
    func write(frames: [Int], folder: URL, preset: PNGEncoder.Preset) throws(CLIError) -> (
        names: [String], bytes: Int
    ) {
        var names: [String] = []
        var bytes = 0
        if options.html {
            bytes += try writePage(frames: frames, to: folder.appendingPathComponent("index.html"))
            names.append("index.html")
        }
        if let sampler, let first = frames.first, let last = frames.last {
            let url = folder.appendingPathComponent("timing-chart.png")
            let tracks = sampler.animatedTracks
            let chart = TimingChart(
                title: "\(title) — timing", tracks: Array(tracks.prefix(TimingChart.maximumLanes)),
                omitted: max(0, tracks.count - TimingChart.maximumLanes),
                markers: TimingMarker.markers(of: runner.scene),
                timeRange: runner.time(ofFrame: first)...runner.time(ofFrame: max(last, first + 1)))
            let image: Bitmap
            do { image = try chart.render() } catch {
                throw CLIError("cannot draw the timing chart: \(error)", status: .internalError)
            }
            do {
                let data = try PNGEncoder(preset: preset).encode(image)
                try AtomicFile.write(data, to: url)
                bytes += data.count
            } catch {
                throw CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
            }
            names.append("timing-chart.png")
        }
        return (names, bytes)
    }

    private func writePage(frames: [Int], to url: URL) throws(CLIError) -> Int {
        let scene = runner.scene
        let page = ViewerPage(
            title: "\(title) — \(scene.screen.pixelWidth)×\(scene.screen.pixelHeight) px, \(scene.fps) fps",
            mode: .frames)
        let folder = url.deletingLastPathComponent()
        return try page.write(to: url, count: frames.count) { (index: Int) throws(CLIError) -> ViewerItem in
            let frame = frames[index]
            let frameURL = folder.appendingPathComponent(FrameName.fileName(frame))
            let png: Data
            do { png = try Data(contentsOf: frameURL) } catch {
                throw CLIError("cannot read \(frameURL.path) back: \(FileProblem.reason(error))", status: .cannotWrite)
            }
            return .frame(number: frame, milliseconds: runner.time(ofFrame: frame) * 1000, png: png)
        }
    }
}
