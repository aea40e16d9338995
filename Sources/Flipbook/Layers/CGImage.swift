import Foundation

/// An immutable bitmap image: Flipbook's small stand-in for Core Graphics' `CGImage`, shared by
/// reference (assign one to `CALayer.contents`, or get one from `UIImage.cgImage`).
public final class CGImage: Sendable {
    /// The pixels, shared with every display list that draws this image.
    public let rasterImage: RasterImage

    /// An image over existing raster pixels.
    public init(rasterImage: RasterImage) {
        self.rasterImage = rasterImage
    }

    /// An image over a premultiplied bitmap; `name` identifies it in display-list dumps.
    public convenience init(bitmap: Bitmap, name: String) {
        self.init(rasterImage: RasterImage(bitmap: bitmap, name: name))
    }

    /// Width in pixels.
    public var width: Int { rasterImage.width }
    /// Height in pixels.
    public var height: Int { rasterImage.height }
}
