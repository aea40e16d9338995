import Foundation

/// A layer that fills its bounds with a colour gradient: `colors` (CGColor values) at `locations`
/// (evenly spread when nil), from `startPoint` to `endPoint` in unit coordinates of the bounds
/// ((0, 0) top-left, (1, 1) bottom-right). Colours are interpolated in straight alpha, so fading to
/// `UIColor.clear` (transparent black) darkens on the way, exactly as on iOS.
///
/// All of `colors`, `locations`, `startPoint` and `endPoint` are animatable (lists element by element
/// when their lengths match).
open class CAGradientLayer: CALayer {
    var storedColors: [CGColor]?
    var storedLocations: [Double]?
    var storedStartPoint = CGPoint(x: 0.5, y: 0)
    var storedEndPoint = CGPoint(x: 0.5, y: 1)

    /// The gradient's geometry: axial (the default), radial or conic.
    open var type: CAGradientLayerType = .axial

    /// The colours, as `CGColor` values (anything else in the list is ignored); nil draws nothing.
    open var colors: [Any]? {
        get { storedColors }
        set { storeAnimatable("colors", on: self, \.storedColors, newValue?.compactMap { $0 as? CGColor }) }
    }

    /// Where each colour sits, 0…1, one per colour; nil spreads them evenly.
    open var locations: [NSNumber]? {
        get { storedLocations?.map { NSNumber(value: $0) } }
        set { storeAnimatable("locations", on: self, \.storedLocations, newValue?.map(\.doubleValue)) }
    }

    /// Where the gradient starts, in unit coordinates of the bounds (default: top centre). For radial
    /// and conic gradients, the centre.
    open var startPoint: CGPoint {
        get { storedStartPoint }
        set { storeAnimatable("startPoint", on: self, \.storedStartPoint, newValue) }
    }

    /// Where the gradient ends (default: bottom centre). For radial gradients, a corner of the ellipse
    /// whose half-axes reach the last colour; for conic ones, the direction the sweep starts in.
    open var endPoint: CGPoint {
        get { storedEndPoint }
        set { storeAnimatable("endPoint", on: self, \.storedEndPoint, newValue) }
    }

    /// An empty gradient layer.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s properties (for presentation copies).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        storedColors = other.storedColors
        storedLocations = other.storedLocations
        storedStartPoint = other.storedStartPoint
        storedEndPoint = other.storedEndPoint
        type = other.type
    }

    override func subclassValue(forKeyPath keyPath: String) -> Any?? {
        switch keyPath {
        case "colors": return .some(storedColors as Any?)
        case "locations": return .some(storedLocations as Any?)
        case "startPoint": return .some(storedStartPoint)
        case "endPoint": return .some(storedEndPoint)
        default: return nil
        }
    }

    override func setSubclassValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        let unwrapped = AnimatableValue.unwrap(value)
        switch keyPath {
        case "colors":
            if unwrapped == nil {
                colors = nil
            } else if let list = unwrapped as? [CGColor] {
                colors = list
            } else {
                return ignored(keyPath, value)
            }
        case "locations":
            if unwrapped == nil {
                locations = nil
            } else if let list = unwrapped as? [Double] {
                locations = list.map { NSNumber(value: $0) }
            } else {
                return ignored(keyPath, value)
            }
        case "startPoint": if let p = unwrapped as? CGPoint { startPoint = p } else { return ignored(keyPath, value) }
        case "endPoint": if let p = unwrapped as? CGPoint { endPoint = p } else { return ignored(keyPath, value) }
        default: return false
        }
        return true
    }

    /// The gradient for the rasterizer over a box of `size` points, or nil when there is nothing to draw.
    func rasterGradient(size: CGSize) -> Gradient? {
        guard let colors = storedColors, !colors.isEmpty else { return nil }
        let rasterColors = colors.map(\.rasterColor)
        var stops = Gradient.evenStops(rasterColors)
        if let locations = storedLocations, locations.count == colors.count {
            stops = zip(locations, rasterColors).map { Gradient.Stop(location: $0, color: $1) }
        }
        let kind: Gradient.Kind = type == .radial ? .radial : (type == .conic ? .conic : .linear)
        let w = Double(size.width)
        let h = Double(size.height)
        return Gradient(
            kind: kind, stops: stops, startX: Double(storedStartPoint.x) * w, startY: Double(storedStartPoint.y) * h,
            endX: Double(storedEndPoint.x) * w, endY: Double(storedEndPoint.y) * h)
    }
}

/// The geometry of a gradient layer.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

extension CALayer {
    /// Reports a value of the wrong type for a subclass key path; true (the key path was handled).
    func ignored(_ keyPath: String, _ value: Any?) -> Bool {
        flipbookWarning(
            """
            setValue(_:forKeyPath: "\(keyPath)"): \
            \(value.map { "\(type(of: $0))" } ?? "nil") is not a valid value; ignored
            """
        )
        return true
    }
}
