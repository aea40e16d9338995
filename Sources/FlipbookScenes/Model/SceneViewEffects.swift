import Raster

/// A view's drop shadow (its layer's `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
/// `shadowPath`).
public struct SceneShadow: Sendable {
    /// The shadow's colour (default black).
    public var color: Color
    /// How opaque the shadow is, 0 to 1 (default 1: writing a shadow means wanting to see it).
    public var opacity: Double
    /// How far the shadow is moved, in points (default `[0, -3]`, UIKit's).
    public var offset: ScenePoint
    /// The blur radius in points (default 3, UIKit's).
    public var radius: Double
    /// The shadow's outline; without one it follows the view's own alpha.
    public var path: ScenePath?

    /// A shadow; every property has UIKit's default except `opacity`.
    public init(
        color: Color = .black, opacity: Double = 1, offset: ScenePoint = ScenePoint(x: 0, y: -3),
        radius: Double = 3, path: ScenePath? = nil
    ) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
        self.path = path
    }
}

/// A view's border (its layer's `borderWidth` and `borderColor`), following its corner radius.
public struct SceneBorder: Sendable {
    /// The width in points.
    public var width: Double
    /// The colour (default black, UIKit's).
    public var color: Color

    /// A border of `width` points.
    public init(width: Double, color: Color = .black) {
        self.width = width
        self.color = color
    }
}

/// A gradient filling a view's bounds (a `CAGradientLayer` behind its subviews, rounded like the view).
public struct SceneGradient: Sendable {
    /// The colours, in order (at least two).
    public var colors: [Color]
    /// Where each colour sits, one per colour (0 and 1 are the start and end points; beyond them is
    /// allowed, as on iOS); nil spreads them evenly.
    public var locations: [Double]?
    /// The start point in unit coordinates of the bounds (default `[0.5, 0]`, the top centre).
    public var start: ScenePoint
    /// The end point in unit coordinates of the bounds (default `[0.5, 1]`, the bottom centre).
    public var end: ScenePoint
    /// The geometry (default axial).
    public var type: SceneGradientType

    /// A gradient through `colors`; the other properties default as on `CAGradientLayer`.
    public init(
        colors: [Color], locations: [Double]? = nil, start: ScenePoint = ScenePoint(x: 0.5, y: 0),
        end: ScenePoint = ScenePoint(x: 0.5, y: 1), type: SceneGradientType = .axial
    ) {
        self.colors = colors
        self.locations = locations
        self.start = start
        self.end = end
        self.type = type
    }
}

/// The geometry of a scene gradient (`CAGradientLayerType`).
public enum SceneGradientType: String, Sendable, CaseIterable {
    /// Along the line from start to end.
    case axial
    /// Outwards from the start point; the end point is a corner of the ellipse.
    case radial
    /// Around the start point, beginning in the end point's direction.
    case conic
}

/// A blurred backdrop: the view becomes a `UIVisualEffectView` with a `UIBlurEffect` of `style`, its
/// subviews in the effect view's `contentView`.
public struct SceneBlur: Sendable {
    /// The blur style.
    public var style: SceneBlurStyle

    /// A blur of `style`.
    public init(style: SceneBlurStyle) { self.style = style }
}

/// `UIBlurEffect.Style`, by the names UIKit uses in Swift.
public enum SceneBlurStyle: String, Sendable, CaseIterable {
    /// The original styles (iOS 8).
    case extraLight, light, dark, regular, prominent
    /// The system materials, adapting to the appearance (light in scenes).
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    /// The system materials, always light.
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    /// The light chrome material.
    case systemChromeMaterialLight
    /// The system materials, always dark.
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    /// The dark chrome material.
    case systemChromeMaterialDark
}

/// An outline written as SVG-style path data (`M 0 0 L 40 0 Q 60 0 60 20 Z`), in the view's points.
public struct ScenePath: Sendable {
    /// The outline.
    public var path: Path
    /// The text it was read from (nil for paths made in code).
    public var data: String?

    /// A path, optionally remembering the text it came from.
    public init(path: Path, data: String? = nil) {
        self.path = path
        self.data = data
    }
}

/// A shape drawn in a view (a `CAShapeLayer` filling its bounds, behind its subviews).
public struct SceneShape: Sendable {
    /// The outline.
    public var path: ScenePath
    /// The fill colour; nil leaves the inside empty (default black, `CAShapeLayer`'s).
    public var fill: Color?
    /// The stroke colour; nil draws no outline (the default).
    public var stroke: Color?
    /// The stroke's width in points (default 1).
    public var lineWidth: Double
    /// Whether the inside is decided by the even-odd rule instead of non-zero winding (default false).
    public var evenOdd: Bool

    /// A shape with `CAShapeLayer`'s defaults: filled black, not stroked.
    public init(
        path: ScenePath, fill: Color? = .black, stroke: Color? = nil, lineWidth: Double = 1, evenOdd: Bool = false
    ) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.evenOdd = evenOdd
    }
}
