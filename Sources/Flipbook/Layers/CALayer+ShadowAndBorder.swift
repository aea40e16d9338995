import Foundation

// Shadows and borders: all animatable, with Core Animation's defaults (no shadow until shadowOpacity is
// raised; a black, 3-point blur moved 3 points up; no border).
extension CALayer {
    /// The shadow's colour (opaque black by default); its alpha multiplies ``shadowOpacity``.
    public var shadowColor: CGColor? {
        get { storedShadowColor }
        set { storeAnimatable("shadowColor", \.storedShadowColor, newValue) }
    }

    /// The shadow's opacity, 0…1; 0 (the default) draws no shadow.
    public var shadowOpacity: Float {
        get { storedShadowOpacity }
        set { storeAnimatable("shadowOpacity", \.storedShadowOpacity, newValue) }
    }

    /// How far the shadow is moved, in the layer's coordinate space (default `(0, -3)`: up).
    public var shadowOffset: CGSize {
        get { storedShadowOffset }
        set { storeAnimatable("shadowOffset", \.storedShadowOffset, newValue) }
    }

    /// The blur of the shadow: the standard deviation of its Gaussian, in points (default 3).
    public var shadowRadius: CGFloat {
        get { storedShadowRadius }
        set { storeAnimatable("shadowRadius", \.storedShadowRadius, newValue) }
    }

    /// The shadow's shape in the layer's coordinate space; nil (the default) makes the shadow follow
    /// the alpha of the layer's content and sublayers.
    public var shadowPath: CGPath? {
        get { storedShadowPath }
        set { storeAnimatable("shadowPath", \.storedShadowPath, newValue) }
    }

    /// The width of the border drawn inside the bounds, over contents and sublayers (default 0).
    public var borderWidth: CGFloat {
        get { storedBorderWidth }
        set { storeAnimatable("borderWidth", \.storedBorderWidth, newValue) }
    }

    /// The border's colour (opaque black by default).
    public var borderColor: CGColor? {
        get { storedBorderColor }
        set { storeAnimatable("borderColor", \.storedBorderColor, newValue) }
    }
}

/// The corners ``CALayer/cornerRadius`` rounds, named in the layer's own (y-down) coordinates as UIKit
/// sees them: `layerMinXMinYCorner` is the top-left.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// iOS's continuous ("squircle") corners, whose curvature grows smoothly from the edges.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
