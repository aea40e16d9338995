import Foundation

/// An immutable image with a point size and a scale, as UIKit's `UIImage`. Load one from a PNG
/// (``init(contentsOfFile:)``, ``init(named:)``) or build one in code (``init(bitmap:scale:name:)``,
/// ``filled(with:size:scale:)``, ``linearGradient(colors:size:startPoint:endPoint:scale:)``).
public final class UIImage: Sendable {
    /// The pixels (never nil for Flipbook images; optional as in UIKit).
    public let cgImage: CGImage?
    /// Pixels per point: a 300 × 300 pixel image at scale 3 is 100 × 100 points.
    public let scale: CGFloat

    /// An image over `cgImage`'s pixels at `scale` pixels per point (non-positive scales mean 1).
    public init(cgImage: CGImage, scale: CGFloat) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// An image over `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    /// An image over a premultiplied bitmap; `name` identifies it in display-list dumps.
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1, name: String = "bitmap") {
        self.init(cgImage: CGImage(bitmap: bitmap, name: name), scale: scale)
    }

    /// The size in points (pixel size divided by ``scale``).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }
}
