import Foundation

/// An immutable image with a point size and a scale, as UIKit's `UIImage`. Load one from a PNG
/// (``init(contentsOfFile:)``, ``init(named:)``) or build one in code (``init(bitmap:scale:name:)``,
/// ``filled(with:size:scale:)``, ``linearGradient(colors:size:startPoint:endPoint:scale:)``) or name a system
/// image (``init(systemName:)``), which is drawn from vector outlines.
public final class UIImage: Sendable {
    /// The pixels (never nil for Flipbook images; optional as in UIKit). A symbol image's pixels are its
    /// outline filled at the main screen's scale; views draw symbols from the outline itself.
    public let cgImage: CGImage?
    /// Pixels per point: a 300 × 300 pixel image at scale 3 is 100 × 100 points.
    public let scale: CGFloat
    /// Whether the image is drawn in its own colours or as a template in the tint colour.
    public let renderingMode: RenderingMode
    /// The vector artwork of a symbol image (nil for bitmaps).
    let symbol: SymbolArtwork?
    /// The colour of ``withTintColor(_:)``, which draws the image in it.
    let fixedTintColor: UIColor?
    /// The configuration the image was resolved with.
    let storedConfiguration: Configuration?

    /// An image over `cgImage`'s pixels at `scale` pixels per point (non-positive scales mean 1).
    public convenience init(cgImage: CGImage, scale: CGFloat) {
        self.init(
            cgImage: cgImage, scale: scale, renderingMode: .automatic, symbol: nil, tintColor: nil,
            configuration: nil)
    }

    /// An image with every property given.
    init(
        cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, symbol: SymbolArtwork?,
        tintColor: UIColor?, configuration: Configuration?
    ) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.symbol = symbol
        fixedTintColor = tintColor
        storedConfiguration = configuration
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
        if let symbol { return symbol.size }
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }
}
