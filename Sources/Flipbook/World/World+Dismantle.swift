extension World {
    /// Ends what a finished recording in this world left running, so that its window, views, layers and
    /// controllers can be released even when they refer to each other: animations still running or kept
    /// on layers (whose completions and delegates may hold the views they animate) are taken off every
    /// layer of `window` and every layer the clock tracks, the world is reset (transitions abandoned,
    /// nothing scheduled), and the presentations of `controllers` and of everything they present are
    /// forgotten (a presented controller and its presentation controller hold each other). Nothing is
    /// called back. For owners of a world made for one recording, such as a scene runner, when they go.
    package func dismantle(window: UIWindow, controllers: [UIViewController]) {
        run {
            clock.animations.detachAll()
            Self.removeAnimations(from: window.layer)
            reset()
            for controller in controllers {
                var next: UIViewController? = controller
                while let current = next {
                    next = current.ownPresented
                    current.ownPresented = nil
                    current.ownPresentationController = nil
                }
            }
        }
    }

    /// Takes every animation off `layer`, its mask and its sublayers, silently.
    private static func removeAnimations(from layer: CALayer) {
        for entry in layer.animationEntries { layer.removeAnimationSilently(entry.animation) }
        if let mask = layer.mask { removeAnimations(from: mask) }
        for sublayer in layer.sublayers ?? [] { removeAnimations(from: sublayer) }
    }
}
