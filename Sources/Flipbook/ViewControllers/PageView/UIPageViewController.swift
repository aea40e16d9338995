import Foundation

/// Shows one page (a child view controller) at a time and turns to the next or previous one when a finger
/// swipes, asking its `dataSource` for them: side by side (`.scroll`, the finger drags the pages) or as a
/// book (`.pageCurl`, the page curls over under the finger).
///
/// A page curl's spine is at the left (or top) edge (`.min`, one page at a time, single- or double-sided), at
/// the right (or bottom) edge (`.max`, as `.min` mirrored: a right-to-left book, whose forward turn curls the
/// page from its left edge over to the right) or in the middle (`.mid`, two pages side by side, always
/// double-sided). The number of view controllers given must fit the spine as UIKit requires
/// (see ``setViewControllers(_:direction:animated:completion:)``); where UIKit raises an exception Flipbook
/// reports the mistake and leaves the pages as they were.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    private let storedTransitionStyle: TransitionStyle
    private let storedNavigationOrientation: NavigationOrientation
    /// Points between neighbouring pages of the scroll style.
    let interPageSpacing: CGFloat
    /// The pages given (one, two for double-sided pages or a spine in the middle, or none before
    /// `setViewControllers`).
    var pages: [UIViewController] = []
    /// Whether the delegate is being asked for the spine location (pages given then are checked afterwards).
    var isAskingForSpine = false
    var storedDoubleSided = false
    /// The finger-driven or animated turn in progress.
    var turn: PageTurn?
    /// The view holding the pages (the page curl is drawn on its layer).
    let pageHost = UIView()
    /// The pan that turns pages.
    var pan: UIPanGestureRecognizer?
    /// The page control under scroll pages (see `refreshPageControl()`); it takes no touches.
    let pageControl = UIPageControl()
    /// Whether the page control shows (the pages then leave its strip at the bottom free).
    var showsPageControl = false
    /// Set by the data source's default `presentationCount(for:)` and `presentationIndex(for:)`: the data
    /// source left one out (see `askPresentation()`).
    var presentationMethodWasMissing = false
    /// Whether the current turn follows a finger.
    var isFingerTurning = false
    /// The page a finger drags towards a missing neighbour (scroll style: it rubber-bands).
    var resistingPage: UIViewController?

    /// The data source that gives the pages before and after the current one.
    open weak var dataSource: UIPageViewControllerDataSource? {
        get { storedDataSource }
        set {
            storedDataSource = newValue
            refreshPageControl()
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
            spine = Self.supportedSpine(Self.spine(asked)) ?? .min
        }
        spineLocation = spine
        storedDoubleSided = spine == .mid
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
    /// Where the spine is: `.min`, `.mid` or `.max` for a page curl (from the options, or the delegate's
    /// `pageViewController(_:spineLocationFor:)`), `.none` for the scroll style.
    open internal(set) var spineLocation: UIPageViewController.SpineLocation

    /// Whether a page's back shows content (default false; true with the spine in the middle): a turning
    /// page then shows the next view controller on its back, so each turn takes two. Setting false while the
    /// spine is in the middle is reported (UIKit raises an exception) and changes nothing.
    open var isDoubleSided: Bool {
        get { storedDoubleSided }
        set {
            guard newValue || spineLocation != .mid else {
                TransitionDiagnostics.shared.report(
                    .invalidRequest(
                        """
                        \(TransitionContext.name(of: self)).isDoubleSided = false with the spine location .mid: \
                        a spine in the middle shows two pages, the back of one beside the front of the next, so \
                        its pages must be double-sided (UIKit raises an exception)
                        """))
                return
            }
            storedDoubleSided = newValue
        }
    }

    /// The gesture recognizers that turn pages (attach them to another view, or set a delegate, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer] {
        loadViewIfNeeded()
        return pan.map { [$0] } ?? []
    }

    /// The pages given: one view controller, two for double-sided pages (front and back) or a spine in the
    /// middle (left and right), or nil before any were set.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The page view: the pages' host (clipping), the page control and the turning pan.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.clipsToBounds = true
        pageHost.frame = root.bounds
        pageHost.clipsToBounds = true
        root.addSubview(pageHost)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        root.addSubview(pageControl)
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.handlePan(pan) }
        pan.maximumNumberOfTouches = 1
        root.addGestureRecognizer(pan)
        self.pan = pan
        view = root
    }

    /// Lays the page area, the page control and the resting pages out.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        UIView.performWithoutAnimation {
            layoutPageArea()
            if turn == nil { placePages() }
        }
    }

    /// Asks the delegate for the spine location (page curl) as the view appears.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        askDelegateForSpine()
    }

    /// Shows `viewControllers`, turning to them in `direction` when `animated`; `completion` gets whether the
    /// turn finished. The count must fit the style and spine, as in UIKit: one for the scroll style and for
    /// single-sided pages; two for double-sided pages with the spine at the edge (the front of the page
    /// shown, and the back a turn shows) and for the spine in the middle (the left and right pages). A
    /// count that does not fit is reported (UIKit raises an exception) and refused with `completion(false)`,
    /// as is a call while a turn runs.
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
        let given = viewControllers ?? []
        guard isAskingForSpine || given.count == requiredPageCount, !given.isEmpty, given.count <= 2 else {
            TransitionDiagnostics.shared.report(.invalidRequest(pageCountMistake(given.count, call: name)))
            completion?(false)
            return
        }
        loadViewIfNeeded()
        guard let current = pages.first, current !== given[0], animated, view.window != nil, !isAskingForSpine
        else {
            replacePages(with: given)
            refreshPageControl()
            completion?(true)
            return
        }
        let turn = PageTurn(controller: self, from: pages, to: given, forward: direction == .forward)
        self.turn = turn
        turn.begin(animated: true)
        turn.settle(completing: true, velocity: 0) { [weak self] in
            self?.refreshPageControl()
            completion?(true)
        }
    }

    /// Puts `newPages` in place of the current pages at once.
    func replacePages(with newPages: [UIViewController]) {
        let onScreen = isAppearingOrAppeared
        let shownBefore = shownPages
        let leaving = pages.filter { old in !newPages.contains { $0 === old } }
        let arriving = newPages.filter { new in !pages.contains { $0 === new } }
        for old in leaving {
            let wasShown = shownBefore.contains { $0 === old }
            if onScreen && wasShown { old.applyBeginAppearance(false, animated: false) }
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.detachFromParent()
            if onScreen && wasShown { old.applyEndAppearance() }
        }
        for new in arriving { attachChild(new) }
        pages = newPages
        let appearing = shownPages.filter { new in !shownBefore.contains { $0 === new } }
        if onScreen { for page in appearing { page.applyBeginAppearance(true, animated: false) } }
        UIView.performWithoutAnimation { placePages() }
        for new in arriving { new.didMove(toParent: self) }
        if onScreen { for page in appearing { page.applyEndAppearance() } }
    }

    /// The spine location `value` names (a `SpineLocation` or its raw value).
    private static func spine(_ value: Any) -> SpineLocation? {
        if let spine = value as? SpineLocation { return spine }
        return number(value).flatMap { SpineLocation(rawValue: Int($0)) }
    }

    /// `asked` when a page curl can have it (`.min`, `.mid`, `.max`), else nil (reported).
    static func supportedSpine(_ asked: SpineLocation?) -> SpineLocation? {
        guard let asked, asked == .none else { return asked }
        TransitionDiagnostics.shared.report(
            .invalidRequest(
                """
                UIPageViewController spine location .none is not valid for a page curl (UIKit raises an \
                exception): give .min, .mid or .max
                """))
        return nil
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
