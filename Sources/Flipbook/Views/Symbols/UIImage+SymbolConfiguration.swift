import Foundation

extension UIImage {
    /// A symbol image's point size, weight, scale and colours (UIKit's `UIImage.SymbolConfiguration`). Values
    /// left unspecified come from the configuration it is applied over, else the defaults: 17 points (body
    /// text), regular weight, medium scale, the tint colour.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        var pointSize: CGFloat?
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?
        var hierarchicalColor: UIColor?
        var paletteColors: [UIColor]?
        var prefersMulticolor: Bool?

        /// An empty configuration (everything unspecified).
        public required init() {
            super.init()
        }

        /// A configuration that specifies nothing.
        open class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        /// Symbols sized for a Dynamic Type text style (its size and weight).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }

        /// Symbols sized for a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }

        /// Symbols for text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize
        }

        /// Symbols for text of `pointSize` points, in a weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }

        /// Symbols for text of `pointSize` points, in a weight and scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }

        /// Symbols in a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// Symbols at a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// Symbols matching a font's size and weight.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: font.symbolWeight)
        }

        /// Symbols matching a font's size and weight, at a scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: font.symbolWeight, scale: scale)
        }

        /// Symbols drawn in one colour (Flipbook's symbols have one layer, drawn in this colour).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            self.hierarchicalColor = hierarchicalColor
        }

        /// Symbols drawn with a palette, one colour per layer (Flipbook's symbols have one layer: the first colour).
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            self.paletteColors = paletteColors
        }

        /// Symbols in their multicolour variant where one exists (Flipbook's are monochrome).
        open class func preferringMulticolor() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// Symbols in one colour.
        open class func preferringMonochrome() -> Self {
            let configuration = Self()
            configuration.prefersMulticolor = false
            return configuration
        }

        /// A copy without the text style.
        open func configurationWithoutTextStyle() -> Self {
            let copy = copied()
            copy.textStyle = nil
            return copy
        }

        /// A copy without the scale.
        open func configurationWithoutScale() -> Self {
            let copy = copied()
            copy.scale = .unspecified
            return copy
        }

        /// A copy without the weight.
        open func configurationWithoutWeight() -> Self {
            let copy = copied()
            copy.weight = .unspecified
            return copy
        }

        /// A copy without the point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = copied()
            copy.pointSize = nil
            copy.weight = .unspecified
            return copy
        }

        /// Whether both specify the same values.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && hierarchicalColor == other.hierarchicalColor
                && paletteColors == other.paletteColors && prefersMulticolor == other.prefersMulticolor
        }

        /// Whether `object` is a symbol configuration with the same values.
        open override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? UIImage.SymbolConfiguration)
        }

        /// A hash of the size values.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        /// This configuration with what `otherConfiguration` specifies laid over it: a point size or text style
        /// replaces both, as do colours; a weight or scale replaces only itself.
        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = super.applying(otherConfiguration)
            guard let other = otherConfiguration as? SymbolConfiguration else { return copy }
            if other.pointSize != nil || other.textStyle != nil {
                copy.pointSize = other.pointSize
                copy.textStyle = other.textStyle
            }
            if other.weight != .unspecified { copy.weight = other.weight }
            if other.scale != .unspecified { copy.scale = other.scale }
            if other.hierarchicalColor != nil || other.paletteColors != nil {
                copy.hierarchicalColor = other.hierarchicalColor
                copy.paletteColors = other.paletteColors
            }
            if let multicolor = other.prefersMulticolor { copy.prefersMulticolor = multicolor }
            return copy
        }

        override func copyValues(from other: UIImage.Configuration) {
            super.copyValues(from: other)
            guard let other = other as? SymbolConfiguration else { return }
            pointSize = other.pointSize
            weight = other.weight
            scale = other.scale
            textStyle = other.textStyle
            hierarchicalColor = other.hierarchicalColor
            paletteColors = other.paletteColors
            prefersMulticolor = other.prefersMulticolor
        }

        /// The point size: the explicit one, the text style's, or 17 (body).
        var resolvedPointSize: CGFloat {
            if let pointSize, pointSize.isFinite, pointSize > 0 { return pointSize }
            return textStyle?.defaultSizeAndWeight.0 ?? 17
        }

        /// The weight: the explicit one, the text style's, or regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            return textStyle.map { UIFont.symbolWeight(of: $0.defaultSizeAndWeight.1) } ?? .regular
        }

        /// The colour that draws the symbol's one layer, when the configuration chooses one.
        var layerColor: UIColor? { paletteColors?.first ?? hierarchicalColor }
    }
}

extension UIFont {
    /// The symbol weight of this font's face (regular for fonts that are not Inter).
    var symbolWeight: UIImage.SymbolWeight {
        let weights: [String: UIImage.SymbolWeight] = [
            "Inter-Thin": .ultraLight, "Inter-ExtraLight": .thin, "Inter-Light": .light, "Inter-Medium": .medium,
            "Inter-SemiBold": .semibold, "Inter-Bold": .bold, "Inter-ExtraBold": .heavy, "Inter-Black": .black,
        ]
        return weights[fontName] ?? .regular
    }

    /// The symbol weight nearest a font weight.
    static func symbolWeight(of weight: UIFont.Weight) -> UIImage.SymbolWeight {
        let steps: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        return steps.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }
}
