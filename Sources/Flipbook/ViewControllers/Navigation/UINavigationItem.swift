import Foundation

/// What a navigation bar shows for a view controller, as UIKit's `UINavigationItem`: its title, the
/// title of the back button that leads back to it and whether its title is drawn large.
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
        get { storedBackButtonTitle }
        set {
            storedBackButtonTitle = newValue
            owner?.titleDidChange()
        }
    }
    private var storedBackButtonTitle: String?

    /// When the bar shows this item's title large (only when the bar's `prefersLargeTitles` is true).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Large exactly when the previous item's title is (the root's is large).
        case automatic = 0
        /// Large whenever this item is on top.
        case always = 1
        /// Never large: the standard 44-point bar.
        case never = 2
    }

    /// When this item's title is drawn large (`.automatic`: as the previous item's).
    open var largeTitleDisplayMode: LargeTitleDisplayMode {
        get { storedLargeTitleDisplayMode }
        set {
            storedLargeTitleDisplayMode = newValue
            owner?.titleDidChange()
        }
    }
    private var storedLargeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The items on the left of the bar, from the left edge in (after the back button with
    /// ``leftItemsSupplementBackButton``, in its place otherwise).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { storedLeftBarButtonItems }
        set {
            storedLeftBarButtonItems = newValue
            itemsDidChange(leftBarButtonItems)
        }
    }
    private var storedLeftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right of the bar, from the right edge in.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { storedRightBarButtonItems }
        set {
            storedRightBarButtonItems = newValue
            itemsDidChange(rightBarButtonItems)
        }
    }
    private var storedRightBarButtonItems: [UIBarButtonItem]?
    /// The item the next view controller's back button shows (its title replaces ``backButtonTitle``).
    open var backBarButtonItem: UIBarButtonItem? {
        get { storedBackBarButtonItem }
        set {
            storedBackBarButtonItem = newValue
            owner?.titleDidChange()
        }
    }
    private var storedBackBarButtonItem: UIBarButtonItem?
    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? {
        get { storedTitleView }
        set {
            storedTitleView = newValue
            owner?.titleDidChange()
        }
    }
    private var storedTitleView: UIView?
    /// Whether the left items go after the back button rather than replacing it (false by default).
    open var leftItemsSupplementBackButton: Bool {
        get { storedLeftItemsSupplementBackButton }
        set {
            storedLeftItemsSupplementBackButton = newValue
            owner?.titleDidChange()
        }
    }
    private var storedLeftItemsSupplementBackButton: Bool = false
    /// Whether the back button is hidden.
    open var hidesBackButton: Bool {
        get { storedHidesBackButton }
        set {
            storedHidesBackButton = newValue
            owner?.titleDidChange()
        }
    }
    private var storedHidesBackButton: Bool = false

    /// Redraws the bar now and whenever one of `items` changes its look.
    private func itemsDidChange(_ items: [UIBarButtonItem]?) {
        for item in items ?? [] { item.onChange = { [weak self] in self?.owner?.titleDidChange() } }
        owner?.titleDidChange()
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
