import Foundation

/// What a navigation bar shows for a view controller, as UIKit's `UINavigationItem`: its title and the
/// title of the back button that leads back to it.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    private var storedTitle: String?
    /// The view controller the item belongs to (its `title` stands in for an unset ``title``).
    weak var owner: UIViewController?

    /// The title in the middle of the bar (the view controller's `title` when not set).
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set {
            storedTitle = newValue
            owner?.titleDidChange()
        }
    }

    /// The title of the back button shown while a later view controller is on top (this item's
    /// ``title`` when nil, "Back" when that is nil too).
    open var backButtonTitle: String? {
        didSet { owner?.titleDidChange() }
    }

    /// An item with a title.
    public init(title: String) {
        storedTitle = title
        super.init()
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    init(owner: UIViewController) {
        self.owner = owner
        super.init()
    }
}
