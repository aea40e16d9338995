import Flipbook
import SnapshotTesting

extension Snapshotting where Value == TransitionRecording, Format == String {
    /// The frame nearest `seconds` after the start as text: one line per layer that draws, nested layers
    /// indented, views named, in points with at most two decimals (see ``DisplayListText``), so a review
    /// reads "the photo's frame went from 120, 300 to 340, 300 and its corner radius from 8 to 0".
    /// Compared line by line, as swift-snapshot-testing's `.lines`.
    public static func displayList(at seconds: Double) -> Self {
        TransitionRecording.strategy(
            "display list at \(seconds) s", pathExtension: "txt", diffing: .lines, fallback: ""
        ) { playback in
            let index = try playback.frameIndex(at: seconds)
            try playback.advance(toFrame: index)
            let size = playback.window.bounds.size
            let heading =
                """
                \(playback.recording.title) at \(TextNumber.milliseconds(playback.time(ofFrame: index))) \
                (frame \(index) of \(playback.frameCount)), \
                \(TextNumber.format(Double(size.width))) × \(TextNumber.format(Double(size.height))) pt
                """
            return playback.world.run {
                DisplayListText(name: playback.name).text(of: playback.window, heading: heading)
            }
        }
    }

    /// The sampled values of what moved — each view's centre, scale, rotation and alpha at every frame,
    /// the data of `flipbook render --chart` — as a table per view, only the properties that changed (see
    /// ``TimelineText``). `views` keeps only the views with these names (accessibility identifiers, scene
    /// `id`s, controller types, or the chart's descriptions such as `UILabel “Photos” in home`); empty keeps
    /// every view that moved.
    public static func timeline(of views: [String] = []) -> Self {
        TransitionRecording.strategy("timeline", pathExtension: "txt", diffing: .lines, fallback: "") { playback in
            let sampler = TimingSampler(window: playback.window, world: playback.world, name: playback.name)
            for index in 0..<playback.frameCount {
                try playback.advance(toFrame: index)
                sampler.sample(frame: index, time: playback.time(ofFrame: index))
            }
            var tracks = sampler.animatedTracks
            if !views.isEmpty {
                let known = Set(sampler.allTracks.map(\.label))
                if let unknown = views.first(where: { !known.contains($0) }) {
                    let names = sampler.allTracks.map { "\"\($0.label)\"" }.joined(separator: ", ")
                    throw TransitionRecordingError("no view is called \"\(unknown)\"; the views are \(names)")
                }
                tracks = sampler.allTracks.filter { views.contains($0.label) }
            }
            return TimelineText.text(
                of: tracks, title: playback.recording.title, frames: playback.frameCount, fps: playback.recording.fps)
        }
    }

    /// The timeline of every view that moved; see ``timeline(of:)``.
    public static var timeline: Self { timeline(of: []) }
}
