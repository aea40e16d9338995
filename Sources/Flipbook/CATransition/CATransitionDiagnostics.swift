/// Bad transitions found when they were added to a layer, thrown by the frame recorder at the next frame
/// check (each error once).
@MainActor
enum CATransitionDiagnostics {
    /// Records `error` for `layer` in the current world: the next frame check of a ``FrameRecorder`` of
    /// that world throws it, once; resetting the world forgets it.
    static func report(_ error: any Error, layer: CALayer) {
        guard let error = error as? CATransitionError else { return }
        World.current.pendingLayerTransitionErrors.append(CATransitionLayerError(error: error, layerName: layer.name))
    }
}

/// A ``CATransitionError`` found when a transition was added to a layer; the layer changed without an effect.
public struct CATransitionLayerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong with the transition.
    public let error: CATransitionError
    /// The layer's `name`, if it had one.
    public let layerName: String?

    /// The error and where it happened.
    public var description: String {
        """
        \(error.description) \
        (added to layer \(layerName.map { "\"\($0)\"" } ?? "without a name"); it changed without an effect)
        """
    }
}
