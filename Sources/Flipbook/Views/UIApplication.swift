import Foundation

/// The running application, as UIKit's `UIApplication`: the key window and whether touch events are
/// being ignored (animators ignore them while a transition runs).
@MainActor
public final class UIApplication {
    /// The application of the current world (``World/current``).
    public static var shared: UIApplication { World.current.application }

    private weak var storedKeyWindow: UIWindow?
    private var ignoreCount = 0

    nonisolated init() {}

    /// The window that receives events first: the last one made key, while it exists.
    public var keyWindow: UIWindow? { storedKeyWindow }

    func setKeyWindow(_ window: UIWindow) {
        storedKeyWindow = window
    }

    /// No key window and no ignored events (the world was reset).
    func reset() {
        storedKeyWindow = nil
        ignoreCount = 0
    }

    /// Starts ignoring touch events. Calls nest: events are ignored until each call is balanced by
    /// ``endIgnoringInteractionEvents()``.
    public func beginIgnoringInteractionEvents() {
        ignoreCount += 1
    }

    /// Balances one ``beginIgnoringInteractionEvents()``. An unbalanced call is reported and ignored.
    public func endIgnoringInteractionEvents() {
        guard ignoreCount > 0 else {
            flipbookWarning("endIgnoringInteractionEvents() without a matching beginIgnoringInteractionEvents(); ignored")
            return
        }
        ignoreCount -= 1
    }

    /// True while at least one ``beginIgnoringInteractionEvents()`` is unbalanced.
    public var isIgnoringInteractionEvents: Bool { ignoreCount > 0 }
}
