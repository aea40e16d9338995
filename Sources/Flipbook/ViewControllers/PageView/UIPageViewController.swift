import Foundation

/// Shows one page (a child view controller) at a time and turns to the next or previous one when a finger
/// swipes, asking its `dataSource` for them: side by side (`.scroll`, the finger drags the pages) or as a
/// book (`.pageCurl`, the page curls over under the finger).
///
/// Flipbook shows single-sided pages with the spine at the left (or top) edge; asking for a spine in the
/// middle or at the far edge, or for double-sided pages, is reported and the single-sided page is kept.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    private let storedTransitionStyle: TransitionStyle
    private let storedNavigationOrientation: NavigationOrientation
    /// Points between neighbouring pages of the scroll style.
    let interPageSpacing: CGFloat
    /// The pages shown (one, or none before `setViewControllers`).
    var pages: [UIViewController] = []
    /// The finger-driven or animated turn in progress.
    var turn: PageTurn?
    /// The view holding the pages (the page curl is drawn on its layer).
    let pageHost = UIView()
    /// The pan that turns pages.
    var pan: UIPanGestureRecognizer?
    /// The dot the page indicator highlights.
    var indicatorIndex = 0
    /// The page indicator's dots (see `updateIndicator()`).
    let indicator = UIView()
    /// Whether the current turn follows a finger.
    var isFingerTurning = false
    /// The page a finger drags towards a missing neighbour (scroll style: it rubber-bands).
    var resistingPage: UIViewController?

    /// The data source that gives the pages before and after the current one.
    open weak var dataSource: UIPageViewControllerDataSource? {
        get { storedDataSource }
        set {
            storedDataSource = newValue
            updateIndicator()
        }
    }
    private weak var storedDataSource: UIPageViewControllerDataSource?
    /// Hears finger-driven turns.
    open weak var delegate: UIPageViewControllerDelegate?

    /// A page view controller that turns pages in `style` along `navigationOrientation`. `options` may give
    /// `.spineLocation` (page curl) and `.interPageSpacing` (scroll).
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        storedTransitionStyle = style
        storedNavigationOrientation = navigationOrientation
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        var spine: SpineLocation = style == .pageCurl ? .min : .none
        if style == .pageCurl, let asked = options?[.spineLocation] {
            spine = Self.supportedSpine(Self.spine(asked))
        }
        spineLocation = spine
        super.init(nibName: nil, bundle: nil)
    }

    /// Flipbook has no storyboards: a horizontal scroll page view controller.
    public required init?(coder: NSCoder) {
        storedTransitionStyle = .scroll
        storedNavigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .none
        super.init(nibName: nil, bundle: nil)
    }

    /// How pages turn.
    open var transitionStyle: UIPageViewController.TransitionStyle { storedTransitionStyle }
    /// The axis pages follow each other along.
    open var navigationOrientation: UIPageViewController.NavigationOrientation { storedNavigationOrientation }
    /// Where the spine is: `.min` for a page curl, `.none` for the scroll style.
    open private(set) var spineLocation: UIPageViewController.SpineLocation

    /// Whether a page's back shows content. Flipbook's pages are single-sided: setting `true` is reported
    /// and has no effect.
    open var isDoubleSided: Bool {
        get { false }
        set {
            guard newValue else { return }
            TransitionDiagnostics.shared.report(
                .invalidRequest(
                    """
                    \(TransitionContext.name(of: self)).isDoubleSided = true is not supported: \
                    Flipbook shows single-sided pages (spine .min), one page at a time
                    """))
        }
    }

    /// The gesture recognizers that turn pages (attach them to another view, or set a delegate, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer] {
        loadViewIfNeeded()
        return pan.map { [$0] } ?? []
    }

    /// The pages shown: one view controller, or nil before any were set.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The page view: the pages' host (clipping), the page indicator and the turning pan.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.clipsToBounds = true
        pageHost.frame = root.bounds
        pageHost.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageHost.clipsToBounds = true
        root.addSubview(pageHost)
        indicator.isUserInteractionEnabled = false
        root.addSubview(indicator)
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.handlePan(pan) }
        pan.maximumNumberOfTouches = 1
        root.addGestureRecognizer(pan)
        self.pan = pan
        view = root
    }

    /// Lays the resting page and the indicator out.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if turn == nil { for page in pages { page.viewIfLoaded?.frame = pageHost.bounds } }
        layoutIndicator()
    }

    /// Shows `viewControllers` (one page), turning to it in `direction` when `animated`; `completion` gets
    /// whether the turn finished. Refused (and reported, `completion(false)`) while a turn runs.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let name = TransitionContext.name(of: self)
        guard turn == nil else {
            TransitionDiagnostics.shared.report(
                .invalidRequest("\(name).setViewControllers(_:direction:animated:) while a page turn runs"))
            completion?(false)
            return
        }
        guard let first = viewControllers?.first else {
            TransitionDiagnostics.shared.report(
                .invalidRequest("\(name).setViewControllers(_:direction:animated:) needs one view controller, got none")
            )
            completion?(false)
            return
        }
        if let count = viewControllers?.count, count > 1 {
            TransitionDiagnostics.shared.report(
                .invalidRequest(
                    """
                    \(name).setViewControllers(_:direction:animated:) got \(count) view controllers; \
                    Flipbook shows single-sided pages, so only the first is shown
                    """))
        }
        loadViewIfNeeded()
        indicatorIndex = dataSource?.presentationIndex(for: self) ?? 0
        guard let current = pages.first, current !== first, animated, view.window != nil else {
            replacePage(with: first)
            updateIndicator()
            completion?(true)
            return
        }
        let turn = PageTurn(controller: self, from: current, to: first, forward: direction == .forward)
        self.turn = turn
        turn.begin(animated: true)
        turn.settle(completing: true, velocity: 0) { [weak self] in
            self?.updateIndicator()
            completion?(true)
        }
    }

    /// Puts `page` in place of the current page at once.
    private func replacePage(with page: UIViewController) {
        let onScreen = isAppearingOrAppeared
        let old = pages.first
        if let old, old !== page {
            if onScreen { old.applyBeginAppearance(false, animated: false) }
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.detachFromParent()
            if onScreen { old.applyEndAppearance() }
        }
        guard old !== page else { return }
        attachChild(page)
        if onScreen { page.applyBeginAppearance(true, animated: false) }
        page.view.frame = pageHost.bounds
        page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageHost.addSubview(page.view)
        page.didMove(toParent: self)
        pages = [page]
        if onScreen { page.applyEndAppearance() }
    }

    /// The spine location `value` names (a `SpineLocation` or its raw value).
    private static func spine(_ value: Any) -> SpineLocation? {
        if let spine = value as? SpineLocation { return spine }
        return number(value).flatMap { SpineLocation(rawValue: Int($0)) }
    }

    /// `asked`, or `.min` (reported) when Flipbook cannot show it.
    private static func supportedSpine(_ asked: SpineLocation?) -> SpineLocation {
        guard let asked, asked != .min else { return .min }
        TransitionDiagnostics.shared.report(
            .invalidRequest(
                """
                UIPageViewController spine location \(asked) is not supported: Flipbook shows single-sided \
                pages with the spine at .min
                """))
        return .min
    }

    /// A number from an options value (`CGFloat`, `Double`, `Int`, `NSNumber`).
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
