import Foundation

/// A button revealed by swiping a table row or list cell, as UIKit's `UIContextualAction`: a title and/or image on a
/// coloured background; tapping it (or swiping the row all the way) runs the handler, which calls its
/// completion with whether the action was performed.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and behaves.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button, for deleting.
        case destructive = 1
    }

    /// Runs the action: the action, the view showing its button, and a completion to call with whether the
    /// action was performed (the row's swipe closes then).
    public typealias Handler =
        @MainActor (_ action: UIContextualAction, _ sourceView: UIView, _ completionHandler: @escaping (Bool) -> Void)
        -> Void

    /// The action's style.
    public let style: Style
    /// What the action does.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's colour (default: system red for destructive actions, system grey otherwise).
    open var backgroundColor: UIColor!
    /// The button's image, shown above the title.
    open var image: UIImage?

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe reveals on one side of a table row or list cell, as UIKit's `UISwipeActionsConfiguration`: the
/// first action sits at the outer edge, and a full swipe performs it.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, outermost first.
    open private(set) var actions: [UIContextualAction]
    /// Whether swiping the row all the way performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, outermost first.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
