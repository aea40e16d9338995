/// A retained, resolution-specific description of one frame: what to draw, in paint order, in
/// device pixels. Produced by the Flipbook layer tree (or by hand), consumed by `Rasterizer`.
public struct DisplayList: Sendable {
    /// Frame width in device pixels.
    public var width: Int
    /// Frame height in device pixels.
    public var height: Int
    /// The colour the frame is cleared to before the first item.
    public var background: Color
    /// Items in paint order (first is painted first, i.e. furthest back).
    public var items: [DisplayItem]

    /// A display list for a `width × height` pixel frame.
    public init(width: Int, height: Int, background: Color = .clear, items: [DisplayItem] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.items = items
    }
}

/// One draw operation. Every geometric item carries its own `transform` from its local space
/// (points of the item's rectangle or mesh) to device pixels.
public enum DisplayItem: Sendable {
    /// A rectangle, optionally with rounded corners, filled with a solid colour.
    case fill(FillItem)
    /// A shape (rounded rectangle, filled or stroked path) filled with a paint (colour, gradient).
    case shape(ShapeItem)
    /// An image drawn into a rectangle.
    case image(ImageItem)
    /// A Gaussian blur of what lies under a region (backdrop blur).
    case backdrop(BackdropItem)
    /// A textured triangle mesh (cube, flip, curl, ripple, suck effects).
    case mesh(MeshItem)
    /// Children composited as one layer, with group opacity, clipping and masking.
    case group(GroupItem)
}

/// An axis-aligned rectangle in an item's local space.
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double, y: Double, width: Double, height: Double
    /// A rectangle from origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Corner radii of a rounded rectangle, in local units, clockwise from the top-left corner.
public struct CornerRadii: Sendable, Hashable, Codable {
    public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double
    /// Radii per corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
    /// The same radius at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
    /// Square corners.
    public static let zero = CornerRadii(0)
    /// True when every radius is zero.
    public var isZero: Bool { self == .zero }
}

/// How an image is sampled when it is scaled or transformed.
public enum Sampling: String, Sendable, Codable, CaseIterable {
    /// Bilinear filtering of the four nearest texels.
    case bilinear
    /// The nearest texel.
    case nearest
}

/// A solid-colour (rounded) rectangle.
public struct FillItem: Sendable {
    public var rect: Rect
    public var radii: CornerRadii
    public var color: Color
    public var transform: Matrix4
    /// A fill of `rect` (local units) with `color`, mapped to device pixels by `transform`.
    public init(rect: Rect, radii: CornerRadii = .zero, color: Color, transform: Matrix4 = .identity) {
        self.rect = rect
        self.radii = radii
        self.color = color
        self.transform = transform
    }
}

/// An image stretched over a (rounded) rectangle.
public struct ImageItem: Sendable {
    public var rect: Rect
    public var image: RasterImage
    /// The part of the image to draw, in image pixels; `nil` draws the whole image.
    public var sourceRect: Rect?
    public var radii: CornerRadii
    public var sampling: Sampling
    public var opacity: Double
    public var transform: Matrix4
    /// Draws `sourceRect` of `image` (all of it when nil) into `rect` (local units).
    public init(
        rect: Rect, image: RasterImage, sourceRect: Rect? = nil, radii: CornerRadii = .zero,
        sampling: Sampling = .bilinear, opacity: Double = 1, transform: Matrix4 = .identity
    ) {
        self.rect = rect
        self.image = image
        self.sourceRect = sourceRect
        self.radii = radii
        self.sampling = sampling
        self.opacity = opacity
        self.transform = transform
    }
}

/// A vertex of a textured mesh: a local 3D position and a texture coordinate (0…1 across the image).
public struct MeshVertex: Sendable, Hashable, Codable {
    public var x: Double, y: Double, z: Double
    public var u: Double, v: Double
    /// A vertex at `(x, y, z)` sampling the texture at `(u, v)`.
    public init(x: Double, y: Double, z: Double = 0, u: Double, v: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.u = u
        self.v = v
    }
}

/// Textured triangles, painted in index order, perspective-correct.
public struct MeshItem: Sendable {
    public var vertices: [MeshVertex]
    /// Three vertex indices per triangle.
    public var indices: [Int]
    public var texture: RasterImage
    public var sampling: Sampling
    public var opacity: Double
    public var transform: Matrix4
    /// A mesh of `indices.count / 3` triangles over `vertices`, textured by `texture`.
    public init(
        vertices: [MeshVertex], indices: [Int], texture: RasterImage, sampling: Sampling = .bilinear,
        opacity: Double = 1, transform: Matrix4 = .identity
    ) {
        self.vertices = vertices
        self.indices = indices
        self.texture = texture
        self.sampling = sampling
        self.opacity = opacity
        self.transform = transform
    }
}

/// A clip shape: only what falls inside the (rounded) rectangle, mapped by `transform`, is kept.
public struct ClipShape: Sendable {
    public var rect: Rect
    public var radii: CornerRadii
    public var transform: Matrix4
    /// Whether the corners are continuous "squircle" curves (`cornerCurve = .continuous`), the same
    /// as ``Path/addRoundedRect(_:radii:continuous:)`` draws, rather than quarter circles.
    public var continuous: Bool
    /// Clips to `rect` (local units, rounded by `radii`, with continuous corners when `continuous`)
    /// mapped to device pixels by `transform`.
    public init(rect: Rect, radii: CornerRadii = .zero, transform: Matrix4 = .identity, continuous: Bool = false) {
        self.rect = rect
        self.radii = radii
        self.transform = transform
        self.continuous = continuous
    }

    /// The outline as a path, when it is not a plain rounded rectangle (continuous corners).
    var continuousOutline: Path? {
        guard continuous, !radii.clamped(to: StandardRect(rect)).isZero else { return nil }
        var path = Path()
        path.addRoundedRect(rect, radii: radii, continuous: true)
        return path
    }
}

/// Children rendered into their own layer (or, with a `shadow`, their shadow), then clipped, masked
/// and composited with `opacity`.
public struct GroupItem: Sendable {
    public var opacity: Double
    /// When set, the group draws its children's shadow instead of the children.
    public var shadow: Shadow?
    public var clip: ClipShape?
    /// Items whose rendered alpha modulates the group's content (UIView.mask / CALayer.mask).
    public var mask: [DisplayItem]?
    public var children: [DisplayItem]
    /// A group of `children` (or their shadow) with optional opacity, clip and mask.
    public init(
        opacity: Double = 1, shadow: Shadow? = nil, clip: ClipShape? = nil, mask: [DisplayItem]? = nil,
        children: [DisplayItem]
    ) {
        self.opacity = opacity
        self.shadow = shadow
        self.clip = clip
        self.mask = mask
        self.children = children
    }
}
