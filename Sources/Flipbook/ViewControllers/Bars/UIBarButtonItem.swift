import Foundation

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: a system item, a title, an image
/// or a custom view, calling its target's method (Flipbook's method-reference form of a selector,
/// `action: Self.save`) or its `primaryAction` when tapped. Flipbook has no SF Symbols yet: system items
/// with a word on iOS show the word; the others are simple glyphs drawn with paths in the tint colour.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The look of a titled item, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Deprecated in UIKit; drawn as `.plain`.
        case bordered = 1
        /// Semibold, for the item that completes a task.
        case done = 2
    }

    /// The items UIKit draws itself, as `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// The system item, if the item is one.
    public let systemItem: SystemItem?
    /// The title shown (for titled and word system items).
    open var title: String? {
        get { storedTitle }
        set {
            storedTitle = newValue
            changed()
        }
    }
    private var storedTitle: String?
    /// The image shown (drawn in the tint colour).
    open var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            changed()
        }
    }
    private var storedImage: UIImage?
    /// The item's style.
    open var style: Style {
        get { storedStyle }
        set {
            storedStyle = newValue
            changed()
        }
    }
    private var storedStyle: Style = .plain
    /// The view shown instead of a title or image.
    open var customView: UIView? {
        get { storedCustomView }
        set {
            storedCustomView = newValue
            changed()
        }
    }
    private var storedCustomView: UIView?
    /// The item's width: a fixed space's width, or a minimum width for others (0: its content's).
    open var width: CGFloat {
        get { storedWidth }
        set {
            storedWidth = newValue
            changed()
        }
    }
    private var storedWidth: CGFloat = 0
    /// The colour of the title or glyph (nil: the bar's tint, system blue).
    open var tintColor: UIColor? {
        get { storedTintColor }
        set {
            appearanceRule?.record("tintColor") { object in (object as? UIBarButtonItem)?.tintColor = newValue }
            storedTintColor = newValue
            changed()
        }
    }
    private var storedTintColor: UIColor?
    /// The rule this item records values for, when it is an appearance proxy.
    var appearanceRule: AppearanceRule?

    /// The appearance proxy of this class (see ``UIAppearance``): its `tintColor` reaches the items of this class
    /// that have none of their own, as their bar enters a window.
    open class func appearance() -> UIBarButtonItem { makeAppearanceProxy(containers: [], trait: nil) }
    /// The appearance proxy of this class for items in bars inside `containerTypes` (innermost first).
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIBarButtonItem
    { makeAppearanceProxy(containers: containerTypes, trait: nil) }
    /// The appearance proxy of this class for items in bars with the traits of `trait`.
    open class func appearance(for trait: UITraitCollection) -> UIBarButtonItem {
        makeAppearanceProxy(containers: [], trait: trait)
    }
    /// The appearance proxy of this class for items with the traits of `trait` inside `containerTypes`.
    open class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIBarButtonItem { makeAppearanceProxy(containers: containerTypes, trait: trait) }

    private static func makeAppearanceProxy(
        containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?
    ) -> UIBarButtonItem {
        UIApplication.shared.appearanceRules.proxy(
            for: self, containers: containers, trait: trait, make: { UIBarButtonItem() },
            attach: { proxy, rule in proxy.appearanceRule = rule })
    }

    /// The tint the appearance proxies give this item where `view` (its view in a bar) is.
    func appearanceTint(at view: UIView) -> UIColor? {
        let scratch = UIBarButtonItem()
        UIApplication.shared.appearanceRules.apply(
            to: self, ancestors: [view] + view.appearanceAncestors, traits: view.traitCollection, skipping: [],
            target: scratch)
        return scratch.tintColor
    }
    /// Whether the item can be tapped; disabled items draw dimmed grey.
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            storedIsEnabled = newValue
            changed()
        }
    }
    private var storedIsEnabled: Bool = true
    /// A number the app may use to tell items apart.
    open var tag = 0
    /// The object the action is sent to, held weakly (nil: the responder chain from the bar).
    open weak var target: AnyObject?
    /// The action run when tapped, instead of a target's method.
    open var primaryAction: UIAction? {
        get { storedPrimaryAction }
        set {
            storedPrimaryAction = newValue
            if let newValue, title == nil, image == nil, systemItem == nil { title = newValue.title }
        }
    }
    private var storedPrimaryAction: UIAction?
    /// Sends the target's method (set by the target-action initialisers).
    var sendAction: (@MainActor (UIBarButtonItem, UIView?) -> Void)?
    /// Called when the look changes (the bar showing the item redraws).
    var onChange: (@MainActor () -> Void)?

    /// An empty plain item.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    init(systemItem: SystemItem?, title: String?, image: UIImage?, style: Style) {
        self.systemItem = systemItem
        storedTitle = title ?? systemItem.flatMap(Self.word)
        storedImage = image
        storedStyle = style == .plain && systemItem == .done ? .done : style
        super.init()
    }

    /// An item showing `customView` (UIKit's `init(customView:)`).
    public convenience init(customView: UIView) {
        self.init(systemItem: nil, title: nil, image: nil, style: .plain)
        self.customView = customView
    }

    /// A system item running `primaryAction` when tapped (UIKit's `init(systemItem:primaryAction:menu:)`).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(systemItem: systemItem, title: nil, image: nil, style: .plain)
        self.primaryAction = primaryAction
    }

    /// An item with a title and/or image running `primaryAction` when tapped (UIKit's
    /// `init(title:image:primaryAction:menu:)`).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(systemItem: nil, title: title ?? primaryAction?.title, image: image, style: .plain)
        self.primaryAction = primaryAction
    }

    /// A fixed space of `width` points between items (UIKit's `fixedSpace(_:)`).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace, title: nil, image: nil, style: .plain)
        item.width = width
        return item
    }

    /// A space that grows to fill a toolbar (UIKit's `flexibleSpace()`).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace, title: nil, image: nil, style: .plain)
    }

    /// Whether the item is a space, drawn as nothing.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Runs the item's action as a tap does: the primary action, else the target's method.
    func performTap(from view: UIView?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else {
            sendAction?(self, view)
        }
    }

    private func changed() { onChange?() }

    /// The word iOS shows for a system item, or nil for glyph items and spaces.
    static func word(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }
}
