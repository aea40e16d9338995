import Foundation

/// A view that shows an image placed by its ``UIView/contentMode``, as UIKit's `UIImageView`. The image
/// is the backing layer's `contents`; `clipsToBounds` clips what extends past the bounds
/// (e.g. with `.scaleAspectFill`). Like UIKit, user interaction is disabled by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown (nil shows only the background).
    public var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            applyImage()
        }
    }
    private var storedImage: UIImage?

    /// An image view sized to `image` (zero size when nil).
    public init(image: UIImage?) {
        storedImage = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        applyImage()
    }

    /// An image view with the given frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size in points (no preference without an image).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// A template or symbol image is drawn again in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if let image, image.fillColor(tint: .black) != nil { applyImage() }
    }

    /// Shows the image: a symbol as its outline filled in its colour (the tint colour for templates), a
    /// template bitmap as its alpha filled with the tint colour, other bitmaps as they are.
    private func applyImage() {
        layer.contentsScale = image?.scale ?? 1
        guard let image else {
            layer.contents = nil
            return
        }
        let fill = image.fillColor(tint: effectiveTintColor)
        if let symbol = image.symbol {
            let color = (fill ?? .black).cgColor.rasterColor
            layer.contents = VectorContents(items: [symbol.item(color: color)], size: symbol.size)
        } else if let fill, let cgImage = image.cgImage {
            layer.contents = cgImage.filled(with: fill)
        } else {
            layer.contents = image.cgImage
        }
    }
}
