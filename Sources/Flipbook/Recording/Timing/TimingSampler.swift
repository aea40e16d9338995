import Foundation

/// Records, at each rendered frame, the presentation values of every view in a window — its position plus
/// its transform's translation (where its centre is drawn in its superview), scale, z rotation and alpha —
/// one ``TimingTrack`` per view in the order views first appear. The data of `flipbook render --chart`'s
/// timing chart and of a snapshot's timeline.
@MainActor
public final class TimingSampler {
    private let window: UIWindow
    private let world: World
    private let name: @MainActor (UIView) -> String?
    private var tracks: [TimingTrack] = []
    /// The track of each view by identity; the view is held weakly, so a dead view's reused address
    /// starts a new track.
    private var followed: [ObjectIdentifier: (view: Weak, track: Int, ownName: String?)] = [:]

    private final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    /// A sampler of `window`, read in `world`. `name` gives a view's own name when it has one (a scene
    /// `id`, a controller's name), asked once, when the view first appears; views without one are
    /// described by ``describe(_:in:)``.
    public init(window: UIWindow, world: World, name: @escaping @MainActor (UIView) -> String? = { _ in nil }) {
        self.window = window
        self.world = world
        self.name = name
    }

    /// Every track sampled so far, in the order the views first appeared.
    public var allTracks: [TimingTrack] { tracks }

    /// The tracks of the views whose values changed, in the order the views first appeared.
    public var animatedTracks: [TimingTrack] { tracks.filter { !$0.animatedProperties.isEmpty } }

    /// Samples every view now, as frame `index` at `time` seconds after frame 0.
    public func sample(frame index: Int, time: Double) {
        world.run { visit(window, frame: index, time: time, context: "window") }
    }

    private func visit(_ view: UIView, frame: Int, time: Double, context: String) {
        let (track, own) = follow(view, context: context)
        let layer = view.layer.presentation() ?? view.layer
        let scale = (layer.value(forKeyPath: "transform.scale.x") as? CGFloat) ?? 1
        let rotation = (layer.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? 0
        let translation = layer.transform
        let values = [
            Double(layer.position.x + translation.m41), Double(layer.position.y + translation.m42), Double(scale),
            Double(rotation) * 180 / .pi, Double(layer.opacity),
        ]
        tracks[track].samples.append(TimingTrack.Sample(frame: frame, time: time, values: values))
        for subview in view.subviews { visit(subview, frame: frame, time: time, context: own ?? context) }
    }

    /// The view's track (started when the view first appears) and its own name, if it has one.
    private func follow(_ view: UIView, context: String) -> (track: Int, ownName: String?) {
        if let entry = followed[ObjectIdentifier(view)], entry.view.view === view {
            return (entry.track, entry.ownName)
        }
        let own = name(view)
        followed[ObjectIdentifier(view)] = (Weak(view), tracks.count, own)
        tracks.append(TimingTrack(label: own ?? Self.describe(view, in: context)))
        return (tracks.count - 1, own)
    }

    /// A view without a name of its own: its class, its accessibility identifier or the text of the first
    /// label in it (which tells a navigation bar's two title views apart), and the named view it is in.
    public static func describe(_ view: UIView, in context: String) -> String {
        var label = "\(type(of: view))"
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            label += " \(identifier)"
        } else if let text = firstText(in: view) {
            label += " “\(text)”"
        }
        return label + " in \(context)"
    }

    private static func firstText(in view: UIView) -> String? {
        if let text = (view as? UILabel)?.text, !text.isEmpty { return text }
        for subview in view.subviews {
            if let text = firstText(in: subview) { return text }
        }
        return nil
    }
}
