import Foundation

/// The running application, as UIKit's `UIApplication`: the key window and whether touch events are
/// being ignored (animators ignore them while a transition runs).
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The application of the current world (``World/current``).
    public static var shared: UIApplication { World.current.application }

    private weak var storedKeyWindow: UIWindow?
    private var ignoreCount = 0

    override init() {
        super.init()
    }

    /// The responder that became first responder last and has not resigned (held weakly, as UIKit's window
    /// does).
    weak var firstResponder: UIResponder?

    /// The window that receives events first: the last one made key, while it exists.
    public var keyWindow: UIWindow? { storedKeyWindow }

    /// The windows that were shown (`makeKeyAndVisible()` or `isHidden = false`) and still exist, in the
    /// order they were first shown.
    public var windows: [UIWindow] {
        shownWindows.removeAll { $0.window == nil }
        return shownWindows.compactMap(\.window)
    }

    private var shownWindows: [WeakWindow] = []

    /// The appearance proxies made in this world and the values set on them.
    let appearanceRules = AppearanceRules()

    func windowWasShown(_ window: UIWindow) {
        if !shownWindows.contains(where: { $0.window === window }) { shownWindows.append(WeakWindow(window: window)) }
    }

    /// The status bar's rectangle in the key window (the main screen when there is none): its full width
    /// and the height of the top safe-area inset (47 points on the default device, 59 on an iPhone 15);
    /// `.zero` while it is hidden: on iPhones in landscape (compact height), as iOS hides it, and while the
    /// view controller that decides its appearance prefers it hidden (``isStatusBarHidden``).
    public var statusBarFrame: CGRect {
        let screen = keyWindow?.screen ?? .main
        guard !BarMetrics(screen.traitCollection).hidesStatusBar, !isStatusBarHidden else { return .zero }
        let size = keyWindow?.bounds.size ?? screen.bounds.size
        let top = World.current.device.windowSafeAreaInsets(forWindowSize: size).top
        return CGRect(x: 0, y: 0, width: size.width, height: top)
    }

    /// The interface's orientation: the current world's device's (``World/device``); for a main screen
    /// sized by hand, `.landscapeRight` when it is wider than tall, else `.portrait`.
    public var statusBarOrientation: UIInterfaceOrientation { World.current.interfaceOrientation }

    /// The layout direction of the interface (Flipbook lays out left to right).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    func setKeyWindow(_ window: UIWindow) {
        storedKeyWindow = window
    }

    /// No windows, no key window and no ignored events (the world was reset).
    func reset() {
        storedKeyWindow = nil
        firstResponder = nil
        shownWindows.removeAll()
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
            flipbookWarning(
                "endIgnoringInteractionEvents() without a matching beginIgnoringInteractionEvents(); ignored")
            return
        }
        ignoreCount -= 1
    }

    /// True while at least one ``beginIgnoringInteractionEvents()`` is unbalanced.
    public var isIgnoringInteractionEvents: Bool { ignoreCount > 0 }
}

/// A window held weakly (the application does not keep windows alive).
private struct WeakWindow {
    weak var window: UIWindow?
}

/// The direction text and layouts run in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The status bar's content style, as UIKit's `UIStatusBarStyle` (Flipbook draws no status bar).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content chosen by the system.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
