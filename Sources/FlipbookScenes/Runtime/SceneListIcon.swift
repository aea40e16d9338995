import Flipbook
import Foundation

/// The pieces of a scene list row that are drawn, not described: Settings-style icons and switches.
@MainActor
enum SceneListIcon {
    /// The icon square's side, in points.
    static let side: CGFloat = 29
    /// The icon square's corner radius.
    static let cornerRadius: CGFloat = 7

    /// A square of `color` (the list rounds its corners).
    static func image(color: UIColor, symbol: String?) -> UIImage {
        UIImage.filled(with: color, size: CGSize(width: side, height: side), scale: UIScreen.main.scale)
    }

    /// A switch accessory, on or off.
    static func toggle(isOn: Bool) -> UIView? {
        nil
    }
}
