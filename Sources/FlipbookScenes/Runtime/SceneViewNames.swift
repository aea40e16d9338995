import Flipbook

/// The names a scene gives its views: each controller's root view by the controller's scene name, and
/// every view with an `id` by that id. Controllers are looked at only once their view is loaded, so
/// asking for names never loads a view (which would change the scene).
@MainActor
public final class SceneViewNames {
    private let runner: SceneRunner
    private var names: [ObjectIdentifier: String] = [:]
    /// The controllers whose views are in `names`.
    private var named: Set<String> = []

    /// The names of `runner`'s views.
    public init(runner: SceneRunner) {
        self.runner = runner
    }

    /// The scene's name for `view`, or nil when the scene gives it none.
    public func name(of view: UIView) -> String? {
        if named.count < runner.controllers.count { nameLoadedControllers() }
        return names[ObjectIdentifier(view)]
    }

    private func nameLoadedControllers() {
        for name in runner.controllers.keys.sorted() where !named.contains(name) {
            let controller = runner.controllers[name]!
            guard let root = controller.viewIfLoaded else { continue }
            named.insert(name)
            names[ObjectIdentifier(root)] = name
            var pending = controller.spec.views
            while let spec = pending.popLast() {
                if let id = spec.id, let view = controller.sceneView(id) { names[ObjectIdentifier(view)] = id }
                pending += spec.subviews
            }
        }
    }
}

extension TimingSampler {
    /// A sampler of `runner`'s window that names views as the scene does (``SceneViewNames``).
    public convenience init(runner: SceneRunner) {
        let names = SceneViewNames(runner: runner)
        self.init(window: runner.window, world: runner.world) { names.name(of: $0) }
    }
}
