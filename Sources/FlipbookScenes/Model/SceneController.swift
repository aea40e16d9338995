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

    /// A controller named `id` whose root view has `background` and `views`, titled `title` (`id` when nil),
    /// its title drawn large as `largeTitleDisplayMode` says.
    public init(
        id: String, background: Color = .white, views: [SceneView] = [], title: String? = nil,
        largeTitleDisplayMode: SceneLargeTitleDisplayMode = .automatic
    ) {
        self.id = id
        self.background = background
        self.views = views
        self.title = title
        self.largeTitleDisplayMode = largeTitleDisplayMode
    }

    /// Every view of the controller in depth-first, back-to-front order (subviews after their parent).
    public var allViews: [SceneView] {
        views.flatMap { [$0] + $0.allSubviews }
    }
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
