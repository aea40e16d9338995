import Raster

/// One view: a (rounded, translucent) rectangle with an optional colour and image, and subviews.
public struct SceneView: Sendable {
    /// Optional name, unique within its controller, so animators can find the view (e.g. the tapped photo).
    public var id: String?
    /// Frame in the superview's coordinates, in points.
    public var frame: SceneRect
    /// Background colour; `nil` is transparent.
    public var color: Color?
    /// Corner radius in points (the layer's `cornerRadius`; clips the view's own content).
    public var cornerRadius: Double
    /// Opacity, 0 to 1 (UIView's `alpha`).
    public var alpha: Double
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Whether subviews are clipped to the view's (rounded) bounds.
    public var clipsToBounds: Bool
    /// An image drawn over the background colour, if any.
    public var image: SceneImage?
    /// How ``image`` is fitted into the view's bounds.
    public var contentMode: SceneContentMode
    /// A drop shadow, if any.
    public var shadow: SceneShadow?
    /// A border, if any.
    public var border: SceneBorder?
    /// A gradient filling the bounds, if any (over the background colour).
    public var gradient: SceneGradient?
    /// A shape drawn in the bounds, if any (over the gradient).
    public var shape: SceneShape?
    /// When set, the view is a blurred backdrop (`UIVisualEffectView`).
    public var blur: SceneBlur?
    /// Text drawn over the background, filling the view's bounds, if any.
    public var text: SceneText?
    /// A system image drawn in the view (an image view), if any.
    public var symbol: SceneSymbol?
    /// When set, the view is a `UISwitch` (51 × 31 points at the frame's origin), on or off.
    public var switchIsOn: Bool?
    /// When set, the view is this standard control (segmented control, slider, progress view, activity
    /// indicator); see ``SceneControl``.
    public var control: SceneControl? {
        get { controlStorage.first }
        set { controlStorage = newValue.map { [$0] } ?? [] }
    }
    /// Holds ``control`` on the heap, as ``dynamics``.
    private var controlStorage: [SceneControl] = []
    /// The kind of control the view is, if it is one (a switch or a ``control``).
    public var controlKind: SceneControlKind? {
        switchIsOn != nil ? .switch : control?.kind
    }
    /// Subviews, back to front, with frames in this view's coordinates.
    public var subviews: [SceneView]
    /// A name shared with one view of the other controller: a scene-file animator morphs the outgoing
    /// controller's view into the incoming one's (frame, corner radius, colour; images cross-fade).
    public var match: String?
    /// When set, the view is a collection view showing this grid.
    public var grid: SceneGrid?
    /// UIKit Dynamics acting on the view, if any (see ``SceneDynamics``).
    public var dynamics: SceneDynamics? {
        get { dynamicsStorage.first }
        set { dynamicsStorage = newValue.map { [$0] } ?? [] }
    }
    /// Holds ``dynamics`` on the heap, so a view stays small on the stack of the recursive decoder.
    private var dynamicsStorage: [SceneDynamics] = []
    /// When set, the view is a `UIScrollView` whose subviews are its content (see ``SceneScroll``).
    public var scroll: SceneScroll? {
        get { scrollStorage.first }
        set { scrollStorage = newValue.map { [$0] } ?? [] }
    }
    /// Holds ``scroll`` on the heap, as ``dynamics``.
    private var scrollStorage: [SceneScroll] = []

    /// A view with the given properties; only `frame` is required.
    public init(
        id: String? = nil, frame: SceneRect, color: Color? = nil, cornerRadius: Double = 0,
        alpha: Double = 1, isHidden: Bool = false, clipsToBounds: Bool = false,
        image: SceneImage? = nil, contentMode: SceneContentMode = .scaleToFill,
        shadow: SceneShadow? = nil, border: SceneBorder? = nil, gradient: SceneGradient? = nil,
        shape: SceneShape? = nil, blur: SceneBlur? = nil, text: SceneText? = nil, subviews: [SceneView] = [],
        match: String? = nil, grid: SceneGrid? = nil
    ) {
        self.id = id
        self.frame = frame
        self.color = color
        self.cornerRadius = cornerRadius
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.image = image
        self.contentMode = contentMode
        self.shadow = shadow
        self.border = border
        self.gradient = gradient
        self.shape = shape
        self.blur = blur
        self.text = text
        self.subviews = subviews
        self.match = match
        self.grid = grid
    }

    /// Every descendant in depth-first, back-to-front order.
    public var allSubviews: [SceneView] {
        subviews.flatMap { [$0] + $0.allSubviews }
    }
}

/// A rectangle in points.
public struct SceneRect: Sendable, Hashable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width (not negative).
    public var width: Double
    /// Height (not negative).
    public var height: Double

    /// A rectangle from origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A point in points (screen or view coordinates).
public struct ScenePoint: Sendable, Hashable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// The point `(x, y)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An image shown by a view, with the path it was loaded from (when it came from a file).
public struct SceneImage: Sendable {
    /// The decoded pixels.
    public var image: RasterImage
    /// The path as written in the scene file, relative to it; `nil` for images made in code.
    public var path: String?

    /// An image, optionally remembering the scene-relative path it came from.
    public init(image: RasterImage, path: String? = nil) {
        self.image = image
        self.path = path
    }
}

/// How an image is fitted into a view (the subset of `UIView.ContentMode` that scenes support).
public enum SceneContentMode: String, Sendable, CaseIterable {
    /// Stretch to fill the bounds exactly.
    case scaleToFill
    /// Scale uniformly to fit inside the bounds (letterboxed).
    case scaleAspectFit
    /// Scale uniformly to cover the bounds (cropped).
    case scaleAspectFill
    /// Centre at the image's natural size.
    case center
}
