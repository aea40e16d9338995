import Foundation
import Raster

/// A font at a size, as UIKit's `UIFont`. The system font is Inter (bundled with Flipbook, so frames look
/// the same on every machine); `UIFont(name:size:)` also finds fonts registered with
/// Core Text's `CTFontManagerRegisterFontsForURL(_:_:_:)`. Metrics are in points.
open class UIFont: NSObject, @unchecked Sendable {
    /// The face the glyphs come from; nil only when the bundled fonts are missing (text then draws nothing).
    let face: FontFace?
    /// OpenType features switched on when shaping (e.g. "tnum" for monospaced digits).
    let features: [String]

    /// The size in points (the em square).
    public let pointSize: CGFloat
    /// The family name, e.g. "Inter".
    public let familyName: String
    /// The PostScript name, e.g. "Inter-Bold"; `UIFont(name:size:)` accepts it.
    public let fontName: String

    init(face: FontFace?, size: CGFloat, features: [String] = []) {
        self.face = face
        self.features = features
        pointSize = size.isFinite ? max(0, size) : 0
        familyName = face?.familyName ?? "Inter"
        fontName = face?.postScriptName ?? "Inter-Regular"
    }

    /// The font registered (or bundled) under `fontName` (a PostScript name such as "Inter-Bold", or a
    /// family name for its regular face) at `fontSize` points; nil when no such font is known.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontRegistry.face(named: fontName) else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, size: fontSize, features: features)
    }

    /// Distance from the baseline to the top of the tallest glyphs.
    open var ascender: CGFloat { CGFloat(face?.ascender ?? 0.96875) * pointSize }
    /// Distance from the baseline to the bottom of descenders (negative).
    open var descender: CGFloat { CGFloat(face?.descender ?? -0.2421875) * pointSize }
    /// The height of capital letters.
    open var capHeight: CGFloat { CGFloat(face?.capHeight ?? 0.727) * pointSize }
    /// The height of lower-case letters such as "x".
    open var xHeight: CGFloat { CGFloat(face?.xHeight ?? 0.546) * pointSize }
    /// The distance between baselines of consecutive lines.
    open var lineHeight: CGFloat { max(CGFloat(face?.lineHeight ?? 0), ascender - descender) }
    /// Extra space between lines beyond ascender and descender.
    open var leading: CGFloat { lineHeight - (ascender - descender) }

    /// `fontName` and size, like UIKit's description.
    open override var description: String { "<UIFont: font-family: \"\(familyName)\"; font-size: \(pointSize)pt>" }

    /// Two fonts are equal when they draw the same glyphs at the same size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.face === face && other.pointSize == pointSize && other.features == features
    }

    /// Hash of name and size.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    // MARK: System fonts

    /// The system font (Inter) at `fontSize` in the regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` in `weight` (the nearest of Inter's nine weights).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: FontRegistry.system(weight.bundledFont), size: fontSize)
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font (Inter Italic, regular weight).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontRegistry.system(.italic), size: fontSize)
    }

    /// The system font with digits of equal width (tabular figures), so numbers line up and counters
    /// do not jiggle.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: FontRegistry.system(weight.bundledFont), size: fontSize, features: ["tnum"])
    }

    /// The font for a Dynamic Type text style at iOS's default ("Large") content size: body 17 pt,
    /// headline 17 pt semibold, large title 34 pt, and so on. Flipbook has no content size setting, so
    /// `traitCollection` is accepted and ignored.
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The default size of labels (17 points).
    open class var labelFontSize: CGFloat { 17 }
    /// The default size of buttons (18 points).
    open class var buttonFontSize: CGFloat { 18 }
    /// The system font size (14 points).
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12 points).
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The family names of every known font (the bundled Inter and registered fonts), sorted.
    open class var familyNames: [String] { FontRegistry.familyNames }

    /// The PostScript names of the faces in `familyName`, sorted.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        FontRegistry.fontNames(forFamily: familyName)
    }
}
