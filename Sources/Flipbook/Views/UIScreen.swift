import Foundation

/// The display, as UIKit's `UIScreen`. ``main`` is the current world's screen (``World/screen``): an
/// iPhone-sized screen (390 × 844 points at scale 3) whose size and scale tests and scenes may change.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen windows appear on by default: the one of ``World/current``.
    public static var main: UIScreen { World.current.screen }

    /// The screen's rectangle in points.
    public var bounds: CGRect
    /// Pixels per point.
    public var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            if newValue.isFinite { imageSearchPath?.preferredScale = Int(newValue.rounded()) }
        }
    }
    private var storedScale: CGFloat
    /// For a world's main screen: that world's `UIImage(named:)` settings, which prefer images at its scale.
    private let imageSearchPath: ImageSearchPath?

    /// A screen of the given size (points) and scale.
    public convenience init(bounds: CGRect, scale: CGFloat) {
        self.init(bounds: bounds, scale: scale, imageSearchPath: nil)
    }

    /// A screen that keeps `imageSearchPath`'s preferred scale equal to its own (a world's main screen).
    nonisolated init(bounds: CGRect, scale: CGFloat, imageSearchPath: ImageSearchPath?) {
        self.bounds = bounds
        storedScale = scale
        self.imageSearchPath = imageSearchPath
        if scale.isFinite { imageSearchPath?.preferredScale = Int(scale.rounded()) }
    }

    /// Same as ``scale`` (Flipbook screens have no display zoom).
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
