import Foundation

/// The display, as UIKit's `UIScreen`. ``main`` is an iPhone-sized screen (390 × 844 points at scale 3)
/// whose size and scale tests may change.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen windows appear on by default.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's rectangle in points.
    public var bounds: CGRect
    /// Pixels per point.
    public var scale: CGFloat {
        didSet {
            if self === UIScreen.main, scale.isFinite { ImageSearchPath.shared.preferredScale = Int(scale.rounded()) }
        }
    }

    /// A screen of the given size (points) and scale.
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// Same as ``scale`` (Flipbook screens have no display zoom).
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
