import Foundation

/// A layer that draws a path: filled, then stroked, in its own coordinate space (not clipped to its
/// bounds unless ``CALayer/masksToBounds`` is set). As a ``CALayer/mask`` its filled shape reveals the
/// masked layer: animate ``path`` to grow a circular reveal.
///
/// `path`, `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart` and
/// `strokeEnd` are animatable; paths interpolate point by point when both have the same elements
/// (otherwise the animation shows the starting path until it ends).
open class CAShapeLayer: CALayer {
    var storedPath: CGPath?
    var storedFillColor: CGColor? = .black
    var storedStrokeColor: CGColor?
    var storedLineWidth: CGFloat = 1
    var storedMiterLimit: CGFloat = 10
    var storedLineDashPhase: CGFloat = 0
    var storedStrokeStart: CGFloat = 0
    var storedStrokeEnd: CGFloat = 1

    /// How the fill decides what is inside (non-zero by default).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// Line ends (butt by default).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// Corners (miter by default).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Alternating dash and gap lengths; nil (the default) or empty for a solid line.
    open var lineDashPattern: [NSNumber]?

    /// The shape to draw; nil draws nothing.
    open var path: CGPath? {
        get { storedPath }
        set { storeAnimatable("path", on: self, \.storedPath, newValue) }
    }

    /// The fill colour (opaque black by default; nil for no fill).
    open var fillColor: CGColor? {
        get { storedFillColor }
        set { storeAnimatable("fillColor", on: self, \.storedFillColor, newValue) }
    }

    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? {
        get { storedStrokeColor }
        set { storeAnimatable("strokeColor", on: self, \.storedStrokeColor, newValue) }
    }

    /// The stroke's width in points (1 by default).
    open var lineWidth: CGFloat {
        get { storedLineWidth }
        set { storeAnimatable("lineWidth", on: self, \.storedLineWidth, newValue) }
    }

    /// Miter length over line width beyond which miter joins become bevels (10 by default).
    open var miterLimit: CGFloat {
        get { storedMiterLimit }
        set { storeAnimatable("miterLimit", on: self, \.storedMiterLimit, newValue) }
    }

    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat {
        get { storedLineDashPhase }
        set { storeAnimatable("lineDashPhase", on: self, \.storedLineDashPhase, newValue) }
    }

    /// Where the stroke starts, as a fraction of the path's length (0 by default).
    open var strokeStart: CGFloat {
        get { storedStrokeStart }
        set { storeAnimatable("strokeStart", on: self, \.storedStrokeStart, newValue) }
    }

    /// Where the stroke ends, as a fraction of the path's length (1 by default).
    open var strokeEnd: CGFloat {
        get { storedStrokeEnd }
        set { storeAnimatable("strokeEnd", on: self, \.storedStrokeEnd, newValue) }
    }

    /// An empty shape layer.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s properties (for presentation copies).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        storedPath = other.storedPath
        storedFillColor = other.storedFillColor
        storedStrokeColor = other.storedStrokeColor
        storedLineWidth = other.storedLineWidth
        storedMiterLimit = other.storedMiterLimit
        storedLineDashPhase = other.storedLineDashPhase
        storedStrokeStart = other.storedStrokeStart
        storedStrokeEnd = other.storedStrokeEnd
        fillRule = other.fillRule
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPattern = other.lineDashPattern
    }

    override func subclassValue(forKeyPath keyPath: String) -> Any?? {
        switch keyPath {
        case "path": return .some(storedPath as Any?)
        case "fillColor": return .some(storedFillColor as Any?)
        case "strokeColor": return .some(storedStrokeColor as Any?)
        case "lineWidth": return .some(storedLineWidth)
        case "miterLimit": return .some(storedMiterLimit)
        case "lineDashPhase": return .some(storedLineDashPhase)
        case "strokeStart": return .some(storedStrokeStart)
        case "strokeEnd": return .some(storedStrokeEnd)
        default: return nil
        }
    }

    override func setSubclassValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        let isNil = CALayer.isNilOptional(value)
        let number = CALayer.cgFloat(value)
        switch keyPath {
        case "path":
            if isNil {
                path = nil
            } else if let p = value as? CGPath {
                path = p
            } else {
                return ignored(keyPath, value)
            }
        case "fillColor":
            if isNil {
                fillColor = nil
            } else if let c = value as? CGColor {
                fillColor = c
            } else {
                return ignored(keyPath, value)
            }
        case "strokeColor":
            if isNil {
                strokeColor = nil
            } else if let c = value as? CGColor {
                strokeColor = c
            } else {
                return ignored(keyPath, value)
            }
        case "lineWidth": if let number { lineWidth = number } else { return ignored(keyPath, value) }
        case "miterLimit": if let number { miterLimit = number } else { return ignored(keyPath, value) }
        case "lineDashPhase": if let number { lineDashPhase = number } else { return ignored(keyPath, value) }
        case "strokeStart": if let number { strokeStart = number } else { return ignored(keyPath, value) }
        case "strokeEnd": if let number { strokeEnd = number } else { return ignored(keyPath, value) }
        default: return false
        }
        return true
    }
}

/// A shape layer's fill rule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding number.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Odd winding number.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A cap by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Ends exactly at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square around the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A join by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, cut to bevels beyond the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Circular corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Straight cuts across corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
