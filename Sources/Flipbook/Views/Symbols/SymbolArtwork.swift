import Foundation
import Raster

/// A resolved symbol image: its outline in a unit box, filled over an image of `size` points. Symbols are
/// drawn from the outline at whatever scale and transform the frame needs, so they stay crisp.
struct SymbolArtwork: Sendable {
    /// The SF Symbols name.
    let name: String
    /// The outline in a 1 × 1 box (y down).
    let outline: Path
    /// How the outline is filled.
    let fillRule: FillRule
    /// The image's size in points.
    let size: CGSize
    /// Whether this is the placeholder for a real symbol the icon set lacks.
    let isPlaceholder: Bool

    /// The symbol filled with `color` in a box of ``size`` points at the origin.
    func item(color: Color) -> DisplayItem {
        .shape(
            ShapeItem(
                shape: .path(outline, fillRule), paint: .solid(color),
                transform: .scale(x: Double(size.width), y: Double(size.height))))
    }

    /// The symbol filled with `color` into a bitmap of `scale` pixels per point.
    func bitmap(color: Color, scale: CGFloat) -> Bitmap {
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        let list = DisplayList(
            width: width, height: height,
            items: [item(color: color).transformed(by: .scale(x: Double(scale), y: Double(scale)))])
        return Rasterizer().render(list)
    }

    /// The artwork for `name` at `configuration`, the placeholder for a real symbol the icon set lacks
    /// (reported once per name), or nil for a name that is no SF Symbol (or when the icon set is missing,
    /// which is reported once).
    static func resolve(_ name: String, configuration: UIImage.SymbolConfiguration) -> SymbolArtwork? {
        let set: SymbolSet
        do {
            set = try SymbolSet.bundled()
        } catch {
            SymbolDiagnostics.reportOnce("symbol-set", "system images are not drawn: \(error)")
            return nil
        }
        let embolden = emboldening(configuration.resolvedWeight)
        let side = configuration.resolvedPointSize * 1.2 * scaleFactor(configuration.scale)
        let size = CGSize(width: side, height: side)
        switch set.lookup(name) {
        case .glyphs(let glyphs):
            return SymbolArtwork(
                name: name, outline: set.outline(of: glyphs, embolden: embolden), fillRule: .nonZero, size: size,
                isPlaceholder: false)
        case .unmapped:
            SymbolDiagnostics.reportOnce(
                name,
                "UIImage(systemName: \"\(name)\"): Flipbook's icon set has no glyph for this SF Symbol; "
                    + "drawing a placeholder (add it to Sources/Raster/Resources/Symbols/symbol-map.txt)")
            return SymbolArtwork(
                name: name, outline: placeholder(set, embolden: embolden), fillRule: .evenOdd, size: size,
                isPlaceholder: true)
        case .unknown:
            return nil
        }
    }

    /// How many ems thicker than regular a weight's strokes are. Material Icons draw regular strokes 2/24 em
    /// wide, about what SF Symbols' regular weight draws; the other weights step as SF Symbols' do.
    static func emboldening(_ weight: UIImage.SymbolWeight) -> Double {
        switch weight {
        case .ultraLight: -0.05
        case .thin: -0.04
        case .light: -0.02
        case .unspecified, .regular: 0
        case .medium: 0.012
        case .semibold: 0.022
        case .bold: 0.034
        case .heavy: 0.048
        case .black: 0.06
        }
    }

    /// A scale's size relative to medium (SF Symbols' small and large are about 0.8 and 1.25 of medium).
    static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .large: 1.25
        case .default, .unspecified, .medium: 1
        }
    }

    /// A rounded square outline with a question mark inside, filled even-odd.
    private static func placeholder(_ set: SymbolSet, embolden: Double) -> Path {
        let stroke = max(0.03, 0.08 + embolden)
        var path = Path()
        path.addRoundedRect(Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), radii: CornerRadii(0.18))
        let inner = 0.1 + stroke
        path.addRoundedRect(
            Rect(x: inner, y: inner, width: 1 - 2 * inner, height: 1 - 2 * inner),
            radii: CornerRadii(max(0, 0.18 - stroke)))
        if case .glyphs(let mark) = set.lookup("questionmark") {
            let scaled = mark.map { SymbolGlyph(glyph: $0.glyph, scale: 0.55) }
            path.elements += set.outline(of: scaled, embolden: embolden).elements
        }
        return path
    }
}
