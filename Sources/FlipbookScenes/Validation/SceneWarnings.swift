/// Things a scene may do that are valid but rarely what its author meant, found without playing it.
public enum SceneWarnings {
    /// One line per suspicious choice in `scene`, each naming the field it is about.
    ///
    /// A controller with a see-through background presented in full screen: UIKit removes the presenting
    /// view once such a presentation ends (`.fullScreen` covers it), so whatever was meant to show through
    /// turns black, faithfully; `overFullScreen` keeps it.
    public static func warnings(for scene: Scene) -> [String] {
        guard let transition = scene.transition, case .present(let id) = transition.operation,
            let controller = scene.controllers.first(where: { $0.id == id }), controller.background.alpha < 1
        else { return [] }
        var style: ScenePresentationStyle
        switch (controller.presentationStyle, transition.animation) {
        case (let explicit?, _): style = explicit
        case (nil, .system), (nil, .modalStyle), (nil, .zoom): style = controller.effectivePresentationStyle
        default: return [] // a custom animator chooses the presentation style itself
        }
        if case .zoom = transition.animation, style.isSheet { style = .fullScreen } // a zoom covers the screen
        if style == .none { style = .fullScreen } // presenting with `.none` covers the screen
        guard style == .fullScreen || style == .currentContext else { return [] }
        let field = controller.presentationStyle == nil ? "" : ".presentationStyle"
        let alpha = (controller.background.alpha * 100).rounded() / 100
        return [
            """
            controllers.\(id.shortenedForMessages)\(field): a see-through background (alpha \
            \(alpha)) presented \(style.rawValue): UIKit removes the presenting \
            view when the presentation ends, so the screen behind turns black; use presentationStyle: \
            \(style == .fullScreen ? "overFullScreen" : "overCurrentContext") to keep it
            """
        ]
    }
}
