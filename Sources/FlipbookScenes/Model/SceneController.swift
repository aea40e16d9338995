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

    /// A controller named `id` whose root view has `background` and `views`, titled `title` (`id` when nil).
    public init(id: String, background: Color = .white, views: [SceneView] = [], title: String? = nil) {
        self.id = id
        self.background = background
        self.views = views
        self.title = title
    }

    /// Every view of the controller in depth-first, back-to-front order (subviews after their parent).
    public var allViews: [SceneView] {
        views.flatMap { [$0] + $0.allSubviews }
    }
}
