/// How the scene's view controllers are arranged when recording starts.
public struct SceneRoot: Sendable, Hashable {
    /// The window's root container.
    public var container: SceneContainer
    /// A controller already presented modally over the container (without animation) before frame 0,
    /// e.g. the screen a `dismiss` transition removes.
    public var presented: String?
    /// Whether a navigation root's bar prefers large titles (`prefersLargeTitles`).
    public var largeTitles: Bool
    /// Where a page curl root's spine is (`UIPageViewController.SpineLocation`).
    public var spine: ScenePageSpine
    /// Whether a page curl root's pages are double-sided (`isDoubleSided`): the back of a turning page shows
    /// the next page. Always true with the spine in the middle.
    public var doubleSided: Bool

    /// A root of `container`, optionally with `presented` on top of it; `largeTitles` sets a navigation
    /// root's `prefersLargeTitles`, `spine` and `doubleSided` a page curl root's spine and sides.
    public init(
        _ container: SceneContainer, presented: String? = nil, largeTitles: Bool = false,
        spine: ScenePageSpine = .min, doubleSided: Bool = false
    ) {
        self.container = container
        self.presented = presented
        self.largeTitles = largeTitles
        self.spine = spine
        self.doubleSided = doubleSided || spine == .mid
    }

    /// How many pages a page root shows or turns at once: two for double-sided pages (front and back, or the
    /// left and right pages with the spine in the middle), else one.
    public var pagesPerSpread: Int { doubleSided ? 2 : 1 }
}

/// The window's root view controller.
public enum SceneContainer: Sendable, Hashable {
    /// One plain view controller.
    case controller(String)
    /// A `UINavigationController` whose stack holds these controllers, bottom first.
    case navigation(stack: [String])
    /// A `UITabBarController` with these tabs, showing the one at `selected` (0-based).
    case tabs([String], selected: Int)
    /// A `UIPageViewController` turning through these pages in order, showing the first.
    case pages([String], style: ScenePageStyle)

    /// Every controller the container shows or holds, in order.
    public var controllerIDs: [String] {
        switch self {
        case .controller(let id): [id]
        case .navigation(let stack): stack
        case .tabs(let tabs, _): tabs
        case .pages(let pages, _): pages
        }
    }
}

/// Where a page curl root's spine is (`UIPageViewController.SpineLocation`).
public enum ScenePageSpine: String, Sendable, CaseIterable {
    /// At the left edge: one page at a time.
    case min
    /// In the middle: two pages side by side.
    case mid
    /// At the right edge: one page at a time, turning as in a right-to-left book.
    case max
}

/// How a page root turns its pages (`UIPageViewController.TransitionStyle`).
public enum ScenePageStyle: String, Sendable, CaseIterable {
    /// Pages side by side, with a page control when the data source counts them.
    case scroll
    /// Pages curling over like a book's.
    case pageCurl
}
