import Foundation
import Raster

extension UIImage {
    /// The system symbol named `name` (an SF Symbols name such as "heart.fill") at 17 points, regular weight,
    /// drawn from Flipbook's icon set; nil when `name` is no SF Symbol, as on iOS. A real SF Symbol the icon
    /// set lacks draws a placeholder (a rounded square with a question mark) and is reported once.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol named `name` with `configuration` (a ``SymbolConfiguration``: point size, weight,
    /// scale, colours).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = SymbolConfiguration.unspecified.applying(configuration)
        guard let artwork = SymbolArtwork.resolve(name, configuration: symbolConfiguration) else { return nil }
        self.init(symbol: artwork, configuration: symbolConfiguration, renderingMode: .automatic, tintColor: nil)
    }

    /// The system symbol named `name`; the traits are accepted and change nothing (Flipbook has one appearance).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image over resolved artwork, its bitmap filled in its fixed colour (black when it has none).
    convenience init(
        symbol: SymbolArtwork, configuration: SymbolConfiguration, renderingMode: RenderingMode, tintColor: UIColor?
    ) {
        let scale = CGFloat(World.current.imageSearchPath.preferredScale)
        let color = (tintColor ?? configuration.layerColor ?? .black).cgColor.rasterColor
        let bitmap = symbol.bitmap(color: color, scale: scale)
        self.init(
            cgImage: CGImage(bitmap: bitmap, name: "symbol-\(symbol.name)"), scale: scale,
            renderingMode: renderingMode, symbol: symbol, tintColor: tintColor, configuration: configuration)
    }

    /// Whether this is a system symbol image.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration the image was made with (a symbol's ``SymbolConfiguration``), if any.
    public var configuration: UIImage.Configuration? { storedConfiguration }

    /// A symbol image's configuration; nil for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { storedConfiguration as? SymbolConfiguration }

    /// The image with `configuration` applied over its own: a symbol is drawn again at the new size, weight
    /// and colours; other images are returned unchanged.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol, let own = symbolConfiguration else { return self }
        let combined = own.applying(configuration)
        guard let artwork = SymbolArtwork.resolve(symbol.name, configuration: combined) else { return self }
        return UIImage(
            symbol: artwork, configuration: combined, renderingMode: renderingMode, tintColor: fixedTintColor)
    }

    /// The symbol image with `configuration` applied over its own; nil for images that are not symbols.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// The image drawn in `color` wherever it is shown (rendering mode `.alwaysOriginal`): a symbol's outline
    /// or a bitmap's alpha, filled with the colour.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image drawn in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        if let symbol, let own = symbolConfiguration {
            return UIImage(symbol: symbol, configuration: own, renderingMode: renderingMode, tintColor: color)
        }
        return UIImage(
            cgImage: cgImage.map { $0.filled(with: color) }, scale: scale, renderingMode: renderingMode, symbol: nil,
            tintColor: color, configuration: storedConfiguration)
    }

    /// The same image with another rendering mode (`.alwaysTemplate` makes a photo a tinted silhouette,
    /// `.alwaysOriginal` keeps a symbol black or in its own colour).
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, renderingMode: renderingMode, symbol: symbol, tintColor: fixedTintColor,
            configuration: storedConfiguration)
    }

    /// Whether a view draws the image in its tint colour: templates, and symbols in the automatic mode without
    /// a colour of their own.
    var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: symbol != nil && fixedTintColor == nil
        }
    }

    /// The colour a view fills the image with, given its tint colour: nil for a bitmap drawn in its own colours.
    func fillColor(tint: UIColor) -> UIColor? {
        if let fixedTintColor { return fixedTintColor }
        if let layerColor = symbolConfiguration?.layerColor { return layerColor }
        if drawsAsTemplate { return tint }
        return symbol != nil ? .black : nil
    }
}

extension CGImage {
    /// The image's alpha filled with `color` (premultiplied), as a template image is drawn.
    func filled(with color: UIColor) -> CGImage {
        let source = rasterImage.bitmap
        let tint = color.cgColor.rasterColor
        var bitmap = Bitmap(width: source.width, height: source.height)
        for y in 0..<source.height {
            for x in 0..<source.width {
                let alpha = Double(source[x, y].a) / 255 * tint.alpha
                bitmap[x, y] = Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: alpha).premultiplied
            }
        }
        return CGImage(bitmap: bitmap, name: rasterImage.name + "-tinted")
    }
}
