import Foundation

/// Where a layer's `contents` image goes inside its bounds. Flipbook's layers are y-down like UIKit's,
/// so `.top` means the top edge on screen (the mapping `UIView.ContentMode` uses).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The Core Animation constant's string value.
    public let rawValue: String
    /// Creates a gravity from its raw string (unknown strings behave like ``resize``).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred at natural size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Top edge centred, natural size.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Bottom edge centred, natural size.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Left edge centred, natural size.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Right edge centred, natural size.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Top-left corner, natural size.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Top-right corner, natural size.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Bottom-left corner, natural size.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Bottom-right corner, natural size.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, aspect ratio kept, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, aspect ratio kept, centred (may extend past the bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The rectangle, in the layer's box space (origin at the bounds' top-left), that an image of
    /// `imageSize` points occupies inside a box of `boxSize` points.
    public func placement(imageSize: CGSize, in boxSize: CGSize) -> CGRect {
        let (w, h) = (boxSize.width, boxSize.height)
        let (iw, ih) = (imageSize.width, imageSize.height)
        func aspect(_ pick: (CGFloat, CGFloat) -> CGFloat) -> CGRect {
            guard iw > 0, ih > 0 else { return CGRect(x: 0, y: 0, width: w, height: h) }
            let s = pick(w / iw, h / ih)
            let size = CGSize(width: iw * s, height: ih * s)
            return CGRect(x: (w - size.width) / 2, y: (h - size.height) / 2, width: size.width, height: size.height)
        }
        let midX = (w - iw) / 2
        let midY = (h - ih) / 2
        let maxX = w - iw
        let maxY = h - ih
        switch self {
        case .resizeAspect: return aspect(min)
        case .resizeAspectFill: return aspect(max)
        case .center: return CGRect(x: midX, y: midY, width: iw, height: ih)
        case .top: return CGRect(x: midX, y: 0, width: iw, height: ih)
        case .bottom: return CGRect(x: midX, y: maxY, width: iw, height: ih)
        case .left: return CGRect(x: 0, y: midY, width: iw, height: ih)
        case .right: return CGRect(x: maxX, y: midY, width: iw, height: ih)
        case .topLeft: return CGRect(x: 0, y: 0, width: iw, height: ih)
        case .topRight: return CGRect(x: maxX, y: 0, width: iw, height: ih)
        case .bottomLeft: return CGRect(x: 0, y: maxY, width: iw, height: ih)
        case .bottomRight: return CGRect(x: maxX, y: maxY, width: iw, height: ih)
        default: return CGRect(x: 0, y: 0, width: w, height: h)
        }
    }
}

/// How a layer's contents are sampled when scaled.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The Core Animation constant's string value.
    public let rawValue: String
    /// Creates a filter from its raw string (unknown strings behave like ``linear``).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear filtering (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest-neighbour sampling (crisp pixels).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear filtering; drawn as bilinear.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
