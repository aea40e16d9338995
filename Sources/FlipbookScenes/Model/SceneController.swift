import Raster

/// A view controller in a scene: an identifier, its root view's background and its subviews.
public struct SceneController: Sendable {
    /// Unique name within the scene, used by ``SceneRoot`` and ``SceneTransition`` to refer to it.
    public var id: String
    /// Background colour of the controller's root view (which fills the screen).
    public var background: Color
    /// Subviews of the root view, back to front.
    public var views: [SceneView]
    /// The controller's `title` (navigation bar, back button, tab item); nil uses ``id``.
    public var title: String?
    /// When a navigation bar with large titles draws this controller's title large.
    public var largeTitleDisplayMode: SceneLargeTitleDisplayMode
    /// How the controller is presented (`modalPresentationStyle`); `nil` keeps UIKit's default, `.automatic`
    /// (a page sheet), or lets a named animator choose (see ``effectivePresentationStyle``).
    public var presentationStyle: ScenePresentationStyle?
    /// `isModalInPresentation`: a sheet refuses to be swiped away.
    public var isModalInPresentation: Bool
    /// The sheet's detents (`sheetPresentationController.detents`); empty keeps UIKit's `[.large()]`.
    public var detents: [SceneDetent] = []
    /// The detent the sheet rests at (`selectedDetentIdentifier`); `nil`: the smallest.
    public var selectedDetent: SceneDetent?
    /// `largestUndimmedDetentIdentifier`: at or below it the screen behind stays undimmed.
    public var largestUndimmedDetent: SceneDetent?
    /// `prefersGrabberVisible`.
    public var prefersGrabberVisible = false
    /// `prefersEdgeAttachedInCompactHeight`: in landscape the sheet attaches to the bottom edge only.
    public var prefersEdgeAttachedInCompactHeight = false
    /// `preferredStatusBarStyle`, shown when the scene draws the status bar (`statusBar: true`).
    public var statusBarStyle = SceneStatusBarStyle.default
    /// `prefersStatusBarHidden`.
    public var prefersStatusBarHidden = false
    /// A table filling the root view, over ``background`` and ``views`` (see ``SceneList``).
    public var list: SceneList?
    /// The system item shown at the right of the navigation bar (`navigationItem.rightBarButtonItem`).
    public var rightBarButton: SceneBarButton?
    /// Where a controller presented as a popover points, and how (with `presentationStyle: popover`).
    public var popover: ScenePopover?

    /// A controller named `id` whose root view has `background` and `views`, titled `title` (`id` when nil),
    /// its title drawn large as `largeTitleDisplayMode` says.
    public init(
        id: String, background: Color = .white, views: [SceneView] = [], title: String? = nil,
        largeTitleDisplayMode: SceneLargeTitleDisplayMode = .automatic,
        presentationStyle: ScenePresentationStyle? = nil, isModalInPresentation: Bool = false
    ) {
        self.id = id
        self.background = background
        self.views = views
        self.title = title
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.presentationStyle = presentationStyle
        self.isModalInPresentation = isModalInPresentation
    }

    /// The style the controller is presented with when no animator chooses one: ``presentationStyle``, or
    /// `.automatic` (a page sheet), UIKit's default since iOS 13, as in the app the scene describes.
    public var effectivePresentationStyle: ScenePresentationStyle { presentationStyle ?? .automatic }

    /// Every view of the controller in depth-first, back-to-front order (subviews after their parent).
    public var allViews: [SceneView] {
        views.flatMap { [$0] + $0.allSubviews }
    }
}

/// `statusBarStyle:` of a controller, as UIKit's `UIStatusBarStyle`.
public enum SceneStatusBarStyle: String, Sendable, CaseIterable {
    /// Dark content (Flipbook's screens are always in light mode).
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}

/// `largeTitleDisplayMode:` of a controller, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
public enum SceneLargeTitleDisplayMode: String, Sendable, CaseIterable {
    /// Large exactly when the previous controller's title is (the root's is large).
    case automatic
    /// Large whenever the controller is on top.
    case always
    /// Never large.
    case never
}

/// UIKit's `UIModalPresentationStyle`, by its Swift name.
public enum ScenePresentationStyle: String, Sendable, CaseIterable {
    /// `.automatic`: a page sheet, as on iOS 13 and later; the style of a controller that names none.
    case automatic
    /// `.fullScreen`: covers the screen; the presenter's view is removed when the presentation ends.
    case fullScreen
    /// `.pageSheet`: a card below the status bar over the presenter shrunk back; swipe down to dismiss.
    case pageSheet
    /// `.formSheet`: on iPhone the same sheet as `.pageSheet`.
    case formSheet
    /// `.currentContext`: covers the presentation context's view, which is removed at the end.
    case currentContext
    /// `.custom`: the animator's presentation controller (or UIKit's plain one) keeps the presenter's view.
    case custom
    /// `.overFullScreen`: covers the screen over the presenter's view, which stays.
    case overFullScreen
    /// `.overCurrentContext`: covers the context's view, which stays.
    case overCurrentContext
    /// `.none`: no adaptation (a full-screen presentation).
    case none
    /// `.popover`: a bubble pointing at a source (see ``ScenePopover``); a sheet on iPhone unless it does not
    /// adapt.
    case popover

    /// Whether the style presents a sheet.
    public var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
}

/// A system sheet detent.
public enum SceneDetent: String, Sendable, CaseIterable {
    /// `.medium()`: about half the screen.
    case medium
    /// `.large()`: the full sheet.
    case large
}
