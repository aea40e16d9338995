/// Checks a scene-file animator against the controllers (every track names a view its controller has) and
/// against UIKit (several keyframes share one of UIView's named curves).
extension DecodingContext {
    func checkKeyframeViews(_ scene: Scene) {
        guard let transition = scene.transition, case .keyframes(let keyframes) = transition.animation else { return }
        for track in keyframes.tracks { checkKeyframeTiming(track, default: transition.timing) }
        guard let sides = scene.transitionControllers else { return }
        for track in keyframes.tracks {
            guard let id = track.target.viewID, let location = track.location else { continue }
            let controllerID = track.target.side == .from ? sides.from : sides.to
            guard let controller = scene.controller(controllerID) else { continue }
            let ids = controller.allViews.compactMap(\.id)
            if !ids.contains(id) {
                let side = track.target.side.rawValue
                var message = """
                    controller "\(controllerID.shortenedForMessages)" (the transition's \(side)) \
                    has no view "\(id.shortenedForMessages)"
                    """
                message += ids.isEmpty ? "; give the view an id" : "; its named views are \(ids.listedForMessages)"
                if let suggestion = Suggestion.closest(to: id, among: ids) {
                    message += " (did you mean \"\(track.target.side.rawValue).\(suggestion)\"?)"
                }
                report(at: location, message)
            }
        }
    }

    /// `UIView.animateKeyframes` eases its keyframes with one of UIView's four curves: no spring, no
    /// control points.
    private func checkKeyframeTiming(_ track: SceneTrack, default transitionTiming: SceneTiming?) {
        guard track.keyframes.count > 1, let location = track.location else { return }
        let timing = track.timing ?? transitionTiming
        let named: Bool
        switch timing {
        case nil, .curve(.linear), .curve(.easeIn), .curve(.easeOut), .curve(.easeInEaseOut): named = true
        default: named = false
        }
        guard !named else { return }
        let whose = track.timing == nil ? "the transition's" : "its"
        report(
            at: location,
            """
            a track with several keyframes is paced by one of UIView's curves (linear, easeIn, easeOut, \
            easeInEaseOut), as UIView.animateKeyframes is, but \(whose) timing is \(describe(timing!)); \
            give the track one of those curves or a single step
            """)
    }

    private func describe(_ timing: SceneTiming) -> String {
        switch timing {
        case .spring: "a spring"
        case .curve(.default): "the default curve"
        case .curve: "a curve with control points"
        }
    }
}

extension Scene {
    /// The ids of the controllers on screen before (`from`) and after (`to`) the transition, or `nil`
    /// without a transition (or when the root does not fit it).
    public var transitionControllers: (from: String, to: String)? {
        guard let transition else { return nil }
        let visible: String? =
            switch root.container {
            case .controller(let id): id
            case .navigation(let stack): stack.last
            case .tabs(let tabs, let selected): tabs.indices.contains(selected) ? tabs[selected] : nil
            case .pages(let pages, _): pages.first
            }
        switch transition.operation {
        case .push(let id):
            return visible.map { ($0, id) }
        case .pop:
            guard case .navigation(let stack) = root.container, stack.count >= 2 else { return nil }
            return (stack[stack.count - 1], stack[stack.count - 2])
        case .present(let id):
            return (root.presented ?? visible).map { ($0, id) }
        case .dismiss:
            guard let presented = root.presented, let visible else { return nil }
            return (presented, visible)
        case .selectTab(let index):
            let tabs: [String]
            switch root.container {
            case .tabs(let names, _), .pages(let names, _): tabs = names
            default: return nil
            }
            guard tabs.indices.contains(index), let visible else { return nil }
            return (visible, tabs[index])
        }
    }
}
