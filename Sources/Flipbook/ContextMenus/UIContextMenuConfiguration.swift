import Foundation

/// Gives the menu of a context menu from the actions the system suggests, as UIKit's
/// `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Gives the view controller a context menu previews instead of the touched view, as UIKit's
/// `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`: the menu (from its action provider) and
/// the preview (a view controller from its preview provider, or the touched view lifted above the dimmed screen
/// when there is none). A table view asks its delegate for one when a finger rests on a row (see
/// UITableView+ContextMenu.swift).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier: the one given, else a unique string.
    public let identifier: any NSCopying
    /// Gives the preview's view controller.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// Gives the menu.
    let actionProvider: UIContextMenuActionProvider?

    /// The number of configurations made so far, for identifiers that are unique and the same on every run.
    private static var made = 0

    /// A configuration whose menu comes from `actionProvider` and preview from `previewProvider` (UIKit's
    /// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`).
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        Self.made += 1
        self.identifier = identifier ?? NSString(string: "com.flipbook.context-menu.\(Self.made)")
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
