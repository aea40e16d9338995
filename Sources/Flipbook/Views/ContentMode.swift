import Foundation

extension UIView {
    /// How a view's content (an image view's image) is placed inside its bounds.
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretched to fill the bounds, aspect ratio ignored.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, aspect ratio kept, centred (letterboxed).
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, aspect ratio kept, centred (overflows unless `clipsToBounds`).
        case scaleAspectFill = 2
        /// Redrawn on bounds change; for images it fills the bounds like ``scaleToFill``.
        case redraw = 3
        /// Centred at natural size.
        case center = 4
        /// Top edge, centred horizontally, natural size.
        case top = 5
        /// Bottom edge, centred horizontally, natural size.
        case bottom = 6
        /// Left edge, centred vertically, natural size.
        case left = 7
        /// Right edge, centred vertically, natural size.
        case right = 8
        /// Top-left corner, natural size.
        case topLeft = 9
        /// Top-right corner, natural size.
        case topRight = 10
        /// Bottom-left corner, natural size.
        case bottomLeft = 11
        /// Bottom-right corner, natural size.
        case bottomRight = 12

        /// The layer contents gravity with the same placement.
        public var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
