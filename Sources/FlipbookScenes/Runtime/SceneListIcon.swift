import Flipbook
import Foundation
import Raster

/// The pieces of a scene list row that are drawn, not described: Settings-style icons (a white system
/// symbol on a coloured square) and switches.
@MainActor
enum SceneListIcon {
    /// The icon square's side, in points.
    static let side: CGFloat = 29
    /// The icon square's corner radius (the list rounds the image's corners).
    static let cornerRadius: CGFloat = 7

    /// A square of `color` with `symbol` (an SF Symbols name) drawn white in its middle; just the square
    /// when the name is no system image.
    static func image(color: UIColor, symbol: String?) -> UIImage {
        let scale = UIScreen.main.scale
        let square = UIImage.filled(with: color, size: CGSize(width: side, height: side), scale: scale)
        guard let symbol,
            let glyph = UIImage(
                systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold)),
            let glyphPixels = glyph.cgImage?.rasterImage.bitmap,
            var pixels = square.cgImage?.rasterImage.bitmap
        else { return square }
        // The symbol's alpha, centred, lightens the square to white.
        let left = (pixels.width - glyphPixels.width) / 2
        let top = (pixels.height - glyphPixels.height) / 2
        for y in 0..<glyphPixels.height where (0..<pixels.height).contains(top + y) {
            for x in 0..<glyphPixels.width where (0..<pixels.width).contains(left + x) {
                let coverage = Double(glyphPixels[x, y].a) / 255
                guard coverage > 0 else { continue }
                let under = pixels[left + x, top + y]
                func lighten(_ value: UInt8) -> UInt8 {
                    UInt8((Double(value) + (255 - Double(value)) * coverage).rounded())
                }
                pixels[left + x, top + y] = PremultipliedPixel(
                    r: lighten(under.r), g: lighten(under.g), b: lighten(under.b), a: under.a)
            }
        }
        return UIImage(bitmap: pixels, scale: scale, name: "icon-\(symbol)")
    }

    /// A switch accessory, on or off.
    static func toggle(isOn: Bool) -> UIView {
        let toggle = UISwitch()
        toggle.isOn = isOn
        return toggle
    }
}
