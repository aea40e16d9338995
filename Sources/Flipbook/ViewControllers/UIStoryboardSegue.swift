import Foundation

/// A transition between two view controllers, as UIKit's `UIStoryboardSegue`. Flipbook has no storyboards
/// (so no `performSegue(withIdentifier:sender:)`, which looks segues up in one): make segues in code,
/// call the source's `prepare(for:sender:)` and then ``perform()``. Subclasses override ``perform()`` to
/// present or push the destination their own way.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's name (nil when it has none).
    public let identifier: String?
    /// The view controller the segue starts from.
    public let source: UIViewController
    /// The view controller the segue leads to.
    public let destination: UIViewController
    private var performHandler: (@MainActor () -> Void)?

    /// A segue from `source` to `destination`; its ``perform()`` does nothing unless a subclass overrides it.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Runs the segue's transition: the perform handler, if any; subclasses present or push ``destination``.
    open func perform() {
        performHandler?()
    }
}

/// How the status bar animates when its appearance changes, as UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The status bar fades in or out.
    case fade = 1
    /// The status bar slides in or out.
    case slide = 2
}
