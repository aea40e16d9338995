import Flipbook

/// Builds the `CATransition` a scene names, with its duration and timing curve.
@MainActor
enum SceneCATransition {
    static func make(type: String, subtype: String?, duration: Double?, timing: SceneTiming?) -> CATransition {
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: type)
        transition.subtype = subtype.map(CATransitionSubtype.init(rawValue:))
        if let duration { transition.duration = duration }
        if case .curve(let curve)? = timing { transition.timingFunction = timingFunction(curve) }
        return transition
    }

    static func timingFunction(_ curve: SceneCurve) -> CAMediaTimingFunction {
        switch curve {
        case .default: CAMediaTimingFunction(name: .default)
        case .linear: CAMediaTimingFunction(name: .linear)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .easeInEaseOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .controlPoints(let x1, let y1, let x2, let y2):
            CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
        }
    }
}
