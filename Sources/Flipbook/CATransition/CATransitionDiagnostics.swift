/// Bad transitions found when they were added to a layer, thrown by the frame recorder at the next frame
/// check (each error once).
@MainActor
enum CATransitionDiagnostics {
    private static var pending: [CATransitionLayerError] = []
    private static var recorderCheckAdded = false

    /// Records `error` for `layer`: the next frame check of every ``FrameRecorder`` throws it, once.
    static func report(_ error: any Error, layer: CALayer) {
        guard let error = error as? CATransitionError else { return }
        pending.append(CATransitionLayerError(error: error, layerName: layer.name))
        guard !recorderCheckAdded else { return }
        recorderCheckAdded = true
        FrameRecorder.addFrameCheck {
            guard !pending.isEmpty else { return }
            throw pending.removeFirst()
        }
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
        "\(error.description) (added to layer \(layerName.map { "\"\($0)\"" } ?? "without a name"); it changed without an effect)"
    }
}
