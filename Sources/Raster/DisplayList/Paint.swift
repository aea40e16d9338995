/// What a ``ShapeItem`` is filled with. Paints are evaluated in the item's local space, so they
/// move, scale and tilt with the shape.
public enum Paint: Sendable, Hashable {
    /// One colour.
    case solid(Color)
    /// A colour ramp.
    case gradient(Gradient)
}

/// A gradient as `CAGradientLayer` draws it: colours interpolated in straight (non-premultiplied)
/// alpha between stops, padded with the end colours beyond them.
public struct Gradient: Sendable, Hashable {
    /// The geometry of the ramp.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// Along the line from `start` to `end` (0 at `start`, 1 at `end`).
        case linear
        /// Outwards from `start` to an ellipse whose half-axes are `end − start` (x and y apart).
        case radial
        /// Around `start`, clockwise on screen, beginning in the direction of `end`.
        case conic
    }

    /// A colour at a position along the ramp.
    public struct Stop: Sendable, Hashable {
        public var location: Double
        public var color: Color
        /// A stop of `color` at `location` (0…1).
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    public var kind: Kind
    /// Stops in increasing location order (out-of-order stops are sorted, stably).
    public var stops: [Stop]
    /// Start point in local units.
    public var startX: Double, startY: Double
    /// End point in local units.
    public var endX: Double, endY: Double

    /// A gradient of `kind` through `stops` from `(startX, startY)` to `(endX, endY)`.
    public init(kind: Kind, stops: [Stop], startX: Double, startY: Double, endX: Double, endY: Double) {
        self.kind = kind
        self.stops = stops
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
    }

    /// Stops evenly spread over 0…1 (what `CAGradientLayer` does when `locations` is nil).
    public static func evenStops(_ colors: [Color]) -> [Stop] {
        colors.enumerated().map { i, c in
            Stop(location: colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0, color: c)
        }
    }

    /// Every number is finite.
    var isFinite: Bool {
        startX.isFinite && startY.isFinite && endX.isFinite && endY.isFinite
            && stops.allSatisfy { $0.location.isFinite && $0.color.isFinite }
    }
}

/// Paints `paint` inside `shape`, mapped to device pixels by `transform`.
public struct ShapeItem: Sendable {
    public var shape: Shape
    public var paint: Paint
    public var transform: Matrix4
    /// `shape` (local units) filled with `paint`, mapped to device pixels by `transform`.
    public init(shape: Shape, paint: Paint, transform: Matrix4 = .identity) {
        self.shape = shape
        self.paint = paint
        self.transform = transform
    }
}

/// A group's content replaced by its shadow, as Core Animation draws a layer's shadow: the
/// content's alpha, blurred, moved and tinted.
public struct Shadow: Sendable, Hashable {
    /// The shadow colour; its alpha is the shadow's opacity.
    public var color: Color
    /// How far the shadow is moved, in device pixels (fractions included).
    public var offsetX: Double, offsetY: Double
    /// Standard deviation of the Gaussian blur, in device pixels.
    public var sigma: Double
    /// A shadow of `color`, moved by `(offsetX, offsetY)` and blurred by `sigma` (device pixels).
    public init(color: Color, offsetX: Double, offsetY: Double, sigma: Double) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.sigma = sigma
    }
}

/// Blurs what has already been painted under a (rounded) rectangle: the backdrop of a
/// `UIVisualEffectView`.
public struct BackdropItem: Sendable {
    /// Where the blurred backdrop shows.
    public var shape: ClipShape
    /// Standard deviation of the Gaussian blur, in device pixels.
    public var sigma: Double
    /// Blurs the pixels under `shape` by `sigma` device pixels.
    public init(shape: ClipShape, sigma: Double) {
        self.shape = shape
        self.sigma = sigma
    }
}
