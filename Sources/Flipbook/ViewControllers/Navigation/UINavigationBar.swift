import Foundation

/// The bar at the top of a navigation controller: a light background with a hairline at the bottom, the
/// top view controller's title in the middle and, below the root, a back button (a chevron and the
/// previous view controller's title) on the left. Pushes and pops slide and cross-fade the titles
/// alongside the transition, scrubbed with it when interactive.
///
/// As on iOS, the bar's frame is the 44-point strip below the top safe-area inset (the status bar), 32
/// points in landscape; its background reaches up from there under the status bar, and across the whole
/// width while its items stay inside the side safe-area insets (landscape on phones with a notch or
/// Dynamic Island). With ``prefersLargeTitles`` the top item's title can be drawn large (see
/// `UINavigationItem.largeTitleDisplayMode`) in a 52-point strip below that row, and the bar is 96 points
/// tall; iPhones show no large titles in landscape.
@preconcurrency @MainActor
public final class UINavigationBar: UIView {
    /// The height of the bar below the status bar area in portrait (regular height), in points; 32 in
    /// landscape (compact height).
    public static let standardHeight: CGFloat = BarMetrics.regular.navigationBarHeight
    /// The height of the large-title strip below the standard row.
    static let largeTitleHeight: CGFloat = 52
    /// The bar's background colour.
    public static let barColor = UIColor(white: 0.97, alpha: 1)

    /// How far the background reaches above the bar, under the status bar (set by the navigation
    /// controller to its top safe-area inset).
    var backgroundExtension: CGFloat = 0 {
        didSet { layoutContent() }
    }
    /// How far the items stay from the left and right edges (set by the navigation controller to its side
    /// safe-area insets).
    var itemInsets: (left: CGFloat, right: CGFloat) = (0, 0) {
        didSet { if itemInsets != oldValue { layoutContent() } }
    }
    /// The sizes of the bar's environment (set by the navigation controller from its trait collection):
    /// the row's height and whether large titles show. A change redraws the items.
    var metrics = BarMetrics.regular {
        didSet { if metrics != oldValue { navigationController?.barAppearanceDidChange() } }
    }
    private let background = UIView()
    private let hairline = UIView()
    /// The items shown (replaced by transitions).
    var content: NavigationBarContentView?
    /// The navigation controller whose stack the bar shows (told when a large-title setting changes).
    weak var navigationController: UINavigationController?

    /// Whether the top item's title may be drawn large (then the item's `largeTitleDisplayMode` decides).
    /// Off by default, as in UIKit.
    public var prefersLargeTitles: Bool {
        get { storedPrefersLargeTitles }
        set {
            let oldValue = storedPrefersLargeTitles
            storedPrefersLargeTitles = newValue
            if newValue != oldValue { navigationController?.barAppearanceDidChange() }
        }
    }
    private var storedPrefersLargeTitles = false

    /// Attributes of the large title's text (`.font`, `.foregroundColor`, `.kern`) over the 34-point bold
    /// system font in the title colour; nil uses those defaults.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { storedLargeTitleTextAttributes }
        set {
            appearanceSet("largeTitleTextAttributes") { (bar: UINavigationBar) in
                bar.largeTitleTextAttributes = newValue
            }
            storedLargeTitleTextAttributes = newValue
            navigationController?.barAppearanceDidChange()
        }
    }
    private var storedLargeTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// Attributes of the title's text (`.font`, `.foregroundColor`, `.kern`) over the 17-point semibold system
    /// font in the title colour; nil uses those defaults. Takes appearance values.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { storedTitleTextAttributes }
        set {
            appearanceSet("titleTextAttributes") { (bar: UINavigationBar) in bar.titleTextAttributes = newValue }
            storedTitleTextAttributes = newValue
            navigationController?.barAppearanceDidChange()
        }
    }
    private var storedTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// The background colour (nil: the system's bar colour); a `standardAppearance` with a background colour
    /// of its own wins. Takes appearance values.
    public var barTintColor: UIColor? {
        get { storedBarTintColor }
        set {
            appearanceSet("barTintColor") { (bar: UINavigationBar) in bar.barTintColor = newValue }
            storedBarTintColor = newValue
            applyBackgroundLook()
        }
    }
    private var storedBarTintColor: UIColor?

    /// The bar's look (background, hairline, title attributes over ``titleTextAttributes`` and
    /// ``largeTitleTextAttributes``), as UIKit's since iOS 13; the bar keeps a copy. Takes appearance values.
    public var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set {
            appearanceSet("standardAppearance") { (bar: UINavigationBar) in bar.standardAppearance = newValue }
            storedStandardAppearance = newValue.copied()
            applyBackgroundLook()
            navigationController?.barAppearanceDidChange()
        }
    }
    private var storedStandardAppearance = UINavigationBarAppearance()
    /// The look when the content is scrolled to its top edge (stored; Flipbook's bar always draws
    /// ``standardAppearance``). Takes appearance values.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            appearanceSet("scrollEdgeAppearance") { (bar: UINavigationBar) in bar.scrollEdgeAppearance = newValue }
            storedScrollEdgeAppearance = newValue?.copied()
        }
    }
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    /// The look in compact height (stored; Flipbook's bar always draws ``standardAppearance``). Takes
    /// appearance values.
    public var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set {
            appearanceSet("compactAppearance") { (bar: UINavigationBar) in bar.compactAppearance = newValue }
            storedCompactAppearance = newValue?.copied()
        }
    }
    private var storedCompactAppearance: UINavigationBarAppearance?

    /// Colours the background and the hairline from ``standardAppearance``, then ``barTintColor``.
    private func applyBackgroundLook() {
        background.backgroundColor = standardAppearance.backgroundColor ?? barTintColor ?? Self.barColor
        hairline.backgroundColor = standardAppearance.shadowColor ?? UIColor(white: 0.7, alpha: 1)
    }

    /// The title's attributes: ``titleTextAttributes`` under the standard appearance's.
    var resolvedTitleAttributes: [NSAttributedString.Key: Any] {
        (titleTextAttributes ?? [:]).merging(standardAppearance.titleTextAttributes) { _, appearance in appearance }
    }

    /// The large title's attributes: ``largeTitleTextAttributes`` under the standard appearance's.
    var resolvedLargeTitleAttributes: [NSAttributedString.Key: Any] {
        (largeTitleTextAttributes ?? [:]).merging(standardAppearance.largeTitleTextAttributes) { _, new in new }
    }

    /// The tint changed (set here or on an ancestor): the items are drawn again in it.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        navigationController?.barAppearanceDidChange()
    }

    /// The title shown, or `nil`.
    public var topItemTitle: String? { content?.title }
    /// The back button's title, or `nil` when there is no back button.
    public var backItemTitle: String? { content?.backTitle }
    /// Whether the back button shows its title (it is left out when it would run into the title).
    public var showsBackItemTitle: Bool { content?.showsBackTitle ?? false }

    /// The appearance proxy of the class (see ``UIAppearance``): its appearance properties reach every
    /// navigationbar as it enters a window.
    public override class func appearance() -> UINavigationBar {
        appearanceProxy(containers: [], trait: nil) { UINavigationBar() }
    }
    /// The appearance proxy inside `containerTypes` (innermost first).
    public override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UINavigationBar { appearanceProxy(containers: containerTypes, trait: nil) { UINavigationBar() } }
    /// The appearance proxy for bars with the traits of `trait`.
    public override class func appearance(for trait: UITraitCollection) -> UINavigationBar {
        appearanceProxy(containers: [], trait: trait) { UINavigationBar() }
    }
    /// The appearance proxy for bars with the traits of `trait` inside `containerTypes`.
    public override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UINavigationBar { appearanceProxy(containers: containerTypes, trait: trait) { UINavigationBar() } }

    /// A bar with no items.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.standardHeight))
        addSubview(background)
        addSubview(hairline)
        applyBackgroundLook()
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// Keeps the background under the bar and the status bar, the hairline at the bottom and the current
    /// items across the width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// The width the items take: the bar's, less the side insets.
    private var contentWidth: CGFloat { max(bounds.width - itemInsets.left - itemInsets.right, 0) }

    /// The bar's height for its metrics: 44 points (32 in landscape), 96 with a large title.
    func height(large: Bool) -> CGFloat { metrics.navigationBarHeight + (large ? Self.largeTitleHeight : 0) }

    /// Whether the bar draws the title of `stack`'s top item large: with ``prefersLargeTitles``, when the
    /// nearest item from the top that does not say `.automatic` says `.always` (the root's is large).
    func showsLargeTitle(for stack: [UIViewController]) -> Bool {
        guard prefersLargeTitles, metrics.showsLargeTitles else { return false }
        for item in stack.reversed().map(\.navigationItem) {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The items of `stack` as the bar draws them (large or not), not yet added.
    func makeContent(for stack: [UIViewController]) -> NavigationBarContentView {
        let content = NavigationBarContentView(
            stack: stack, large: showsLargeTitle(for: stack), titleAttributes: resolvedTitleAttributes,
            largeAttributes: resolvedLargeTitleAttributes, tint: tintColor, width: contentWidth,
            rowHeight: metrics.navigationBarHeight)
        content.frame.origin.x = itemInsets.left
        content.onBackButtonTap = { [weak self] in self?.backButtonTapped() }
        return content
    }

    /// The height the current items need: 44 points (32 in landscape), 96 with a large title.
    var preferredHeight: CGFloat { height(large: content?.isLarge ?? false) }

    private func layoutContent() {
        UIView.performWithoutAnimation { layoutBackground() }
    }

    /// Puts the background under the bar and the status bar, the hairline at the bottom and the current
    /// items across the width (animated inside an animation block, as during a transition).
    func layoutBackground() {
        background.frame = CGRect(
            x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        if let content, content.alpha == 1, content.transform == .identity {
            content.frame = CGRect(x: itemInsets.left, y: 0, width: contentWidth, height: content.bounds.height)
        }
    }

    /// Shows the items of `stack` (title of the top, back button with the previous title) at once.
    func showItems(for stack: [UIViewController], animated: Bool) {
        UIView.performWithoutAnimation {
            content?.removeFromSuperview()
            let view = makeContent(for: stack)
            insertSubview(view, belowSubview: hairline)
            content = view
        }
    }

    /// Adds `view` (new items) behind the hairline.
    func addContent(_ view: NavigationBarContentView) {
        insertSubview(view, belowSubview: hairline)
    }
}

extension UINavigationBar: UIAppearance {}
