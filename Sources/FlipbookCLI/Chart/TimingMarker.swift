import FlipbookScenes

/// A moment or span of a scene's script drawn across the timing chart: when the transition was
/// triggered, when the finger went down, where it held still, when it lifted.
struct TimingMarker: Equatable {
    /// Seconds after frame 0 where the marker starts.
    var time: Double
    /// Seconds it lasts (0 for a moment).
    var duration: Double = 0
    /// The text above it.
    var label: String

    /// The markers of `scene`'s transition: its trigger (when after frame 0), and for a scripted finger
    /// the touch, each segment where the finger holds still ("held"), and the release.
    static func markers(of scene: Scene) -> [TimingMarker] {
        guard let transition = scene.transition else { return [] }
        guard let interaction = transition.interaction else {
            return transition.start > 0 ? [TimingMarker(time: transition.start, label: "trigger")] : []
        }
        var markers = [TimingMarker(time: transition.start, label: "touch")]
        var segmentStart = transition.start
        for drag in interaction.drags {
            if drag.from == drag.to && drag.seconds > 0 {
                markers.append(TimingMarker(time: segmentStart, duration: drag.seconds, label: "held"))
            }
            segmentStart += drag.seconds
        }
        markers.append(TimingMarker(time: segmentStart, label: "release (\(interaction.release.rawValue))"))
        return markers
    }
}
