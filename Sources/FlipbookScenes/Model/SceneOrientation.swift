import Flipbook

/// How a scene turns its device: the names `orientation:` in scene files and `flipbook --orientation` take.
public enum SceneOrientation: String, Sendable, CaseIterable {
    /// Upright (the default).
    case portrait
    /// On its side, home indicator on the right: the same as ``landscapeRight``.
    case landscape
    /// On its side, home indicator on the left.
    case landscapeLeft = "landscape-left"
    /// On its side, home indicator on the right.
    case landscapeRight = "landscape-right"

    /// The interface orientation UIKit names it by.
    public var interfaceOrientation: UIInterfaceOrientation {
        switch self {
        case .portrait: .portrait
        case .landscape, .landscapeRight: .landscapeRight
        case .landscapeLeft: .landscapeLeft
        }
    }
}
