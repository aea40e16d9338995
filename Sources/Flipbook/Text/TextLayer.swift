import Foundation
import Raster

/// The backing layer of text views: draws a ``LabelText`` laid out in its bounds, in its animatable
/// text colour (spans with their own colour keep it). A transform scales the drawn glyphs without a
/// new layout, as on iOS.
final class TextLayer: CALayer {
    var storedTextColor: CGColor? = .black
    /// The text to draw; nil draws nothing.
    var text: LabelText?

    /// The colour of text without its own colour (animatable).
    var textColor: CGColor? {
        get { storedTextColor }
        set { storeAnimatable("textColor", on: self, \.storedTextColor, newValue) }
    }

    required init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? TextLayer else { return }
        storedTextColor = other.storedTextColor
        text = other.text
    }

    override func subclassValue(forKeyPath keyPath: String) -> Any?? {
        keyPath == "textColor" ? .some(storedTextColor as Any?) : nil
    }

    override func setSubclassValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard keyPath == "textColor" else { return false }
        if CALayer.isNilOptional(value) {
            textColor = nil
        } else if let color = value as? CGColor {
            textColor = color
        } else {
            return ignored(keyPath, value)
        }
        return true
    }

    /// The glyph fills of the text laid out in these bounds, mapped to device pixels by `planar`.
    func textItems(planar: Matrix4) -> [DisplayItem] {
        guard let text else { return [] }
        let placed = text.placed(in: storedBounds.size)
        let transform = Matrix4.translation(x: Double(placed.origin.x), y: Double(placed.origin.y))
            .concatenating(planar)
        return placed.layout.paints.compactMap { paint in
            guard let color = paint.color?.cgColor ?? storedTextColor, color.alpha > 0 else { return nil }
            return .shape(
                ShapeItem(shape: .glyphs(paint.run), paint: .solid(color.rasterColor), transform: transform))
        }
    }
}
