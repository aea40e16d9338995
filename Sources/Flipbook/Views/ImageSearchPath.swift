import Foundation
import Synchronization

/// The settings behind `UIImage(named:)` in one world: the search directories and the scale tried first,
/// which the world's main screen keeps equal to its own. Images may be loaded from any thread, so the
/// settings sit behind a mutex rather than on the main actor.
final class ImageSearchPath: Sendable {
    private struct Settings {
        var directories = [Bundle.main.resourceURL ?? Bundle.main.bundleURL]
        var preferredScale = 3
    }

    private let settings = Mutex(Settings())

    nonisolated init() {}

    /// Where `UIImage(named:)` looks, in order.
    var directories: [URL] {
        get { settings.withLock { $0.directories } }
        set { settings.withLock { $0.directories = newValue } }
    }

    /// The main screen's scale rounded to 1, 2 or 3.
    var preferredScale: Int {
        get { settings.withLock { $0.preferredScale } }
        set { settings.withLock { $0.preferredScale = min(max(newValue, 1), 3) } }
    }
}
