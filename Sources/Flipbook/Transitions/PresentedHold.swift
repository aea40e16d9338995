import Foundation

/// How a presentation controller holds its presented view controller: strongly while it presents it (or
/// when an app made it), weakly while it waits, made and kept by the view controller itself
/// (`UIViewController.presentationController` before a presentation), so that the two do not keep each
/// other alive.
@MainActor
enum PresentedHold {
    /// Held strongly.
    case held(UIViewController)
    /// Held weakly, waiting for a presentation.
    case awaiting(WeakViewController)

    /// The presented view controller. A waiting controller kept longer than its view controller (an app
    /// holding only the sheet controller) answers a detached, empty view controller in its place, since
    /// UIKit's property cannot be `nil`; nothing presents it.
    var viewController: UIViewController {
        switch self {
        case .held(let controller): controller
        case .awaiting(let hold): hold.controller ?? hold.standIn
        }
    }
}

/// A weak reference to a view controller, with the stand-in `PresentedHold` answers once it is gone.
@MainActor
final class WeakViewController {
    /// The view controller, while it lives.
    weak var controller: UIViewController?
    /// The detached, empty view controller answered after `controller` was freed (made on first use).
    private(set) lazy var standIn = UIViewController()

    init(_ controller: UIViewController) {
        self.controller = controller
    }
}
