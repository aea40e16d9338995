import Flipbook
import FlipbookScenes
import Foundation

/// Records, at each rendered frame, the presentation values of every view in a scene's window — its
/// position plus its transform's translation (where its centre is drawn in its superview), scale, z
/// rotation and alpha — one ``TimingTrack`` per view in the order views first appear.
@MainActor
final class TimingSampler {
    private let runner: SceneRunner
    private var tracks: [TimingTrack] = []
    /// The track of each view by identity; the view is held weakly, so a dead view's reused address
    /// starts a new track.
    private var followed: [ObjectIdentifier: (view: Weak, track: Int)] = [:]
    private var sceneNames: [ObjectIdentifier: String] = [:]
    /// The controllers whose views are in ``sceneNames``.
    private var named: Set<String> = []

    private final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    /// A sampler of `runner`'s window.
    init(runner: SceneRunner) {
        self.runner = runner
    }

    /// The tracks of the views whose values changed, in the order the views first appeared.
    var animatedTracks: [TimingTrack] { tracks.filter { !$0.animatedProperties.isEmpty } }

    /// Samples every view now; call right after the runner produced frame `index`.
    func sample(frame index: Int) {
        if named.count < runner.controllers.count { nameSceneViews() }
        let time = runner.time(ofFrame: index)
        runner.world.run { visit(runner.window, frame: index, time: time, context: "window") }
    }

    private func visit(_ view: UIView, frame: Int, time: Double, context: String) {
        let name = sceneNames[ObjectIdentifier(view)]
        let track = trackIndex(of: view) { name ?? Self.describe(view, in: context) }
        let layer = view.layer.presentation() ?? view.layer
        let scale = (layer.value(forKeyPath: "transform.scale.x") as? CGFloat) ?? 1
        let rotation = (layer.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? 0
        let translation = layer.transform
        let values = [
            Double(layer.position.x + translation.m41), Double(layer.position.y + translation.m42), Double(scale),
            Double(rotation) * 180 / .pi, Double(layer.opacity),
        ]
        tracks[track].samples.append(TimingTrack.Sample(frame: frame, time: time, values: values))
        for subview in view.subviews { visit(subview, frame: frame, time: time, context: name ?? context) }
    }

    private func trackIndex(of view: UIView, label: () -> String) -> Int {
        if let entry = followed[ObjectIdentifier(view)], entry.view.view === view { return entry.track }
        followed[ObjectIdentifier(view)] = (Weak(view), tracks.count)
        tracks.append(TimingTrack(label: label()))
        return tracks.count - 1
    }

    /// A view without a scene name: its class, its accessibility identifier or the text of the first
    /// label in it (which tells a navigation bar's two title views apart), and the named view it is in.
    static func describe(_ view: UIView, in context: String) -> String {
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

    /// Scene views by their `id`, and controllers' root views by the controller's name, for every
    /// controller whose view is loaded (never loading one: sampling must not change the scene).
    private func nameSceneViews() {
        for name in runner.controllers.keys.sorted() where !named.contains(name) {
            let controller = runner.controllers[name]!
            guard let root = controller.viewIfLoaded else { continue }
            named.insert(name)
            sceneNames[ObjectIdentifier(root)] = name
            var pending = controller.spec.views
            while let spec = pending.popLast() {
                if let id = spec.id, let view = controller.sceneView(id) { sceneNames[ObjectIdentifier(view)] = id }
                pending += spec.subviews
            }
        }
    }
}
