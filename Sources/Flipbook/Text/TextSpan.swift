import Foundation

/// A stretch of text in one font, colour and letter spacing: a label's text, or one attribute run of
/// its attributed text.
struct TextSpan: Equatable {
    var text: String
    var font: UIFont
    /// The span's own colour; nil uses the label's (animatable) text colour.
    var color: UIColor?
    /// Extra space after each character, in points.
    var kern: CGFloat

    static func == (lhs: TextSpan, rhs: TextSpan) -> Bool {
        lhs.text == rhs.text && lhs.font.isEqual(rhs.font) && lhs.color == rhs.color && lhs.kern == rhs.kern
    }

    /// The spans of an attributed string; `font` and `color` fill in for missing attributes.
    static func spans(of string: NSAttributedString, font: UIFont) -> [TextSpan] {
        var spans: [TextSpan] = []
        let whole = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
            attributes, range, _ in
            let kern: CGFloat =
                switch attributes[.kern] {
                case let value as CGFloat: value
                case let value as Double: CGFloat(value)
                case let value as Int: CGFloat(value)
                case let value as NSNumber: CGFloat(value.doubleValue)
                default: 0
                }
            spans.append(
                TextSpan(
                    text: whole.substring(with: range), font: attributes[.font] as? UIFont ?? font,
                    color: attributes[.foregroundColor] as? UIColor, kern: kern.isFinite ? kern : 0))
        }
        return spans
    }

    /// The paragraph style of an attributed string's first character (UIKit applies one per paragraph;
    /// Flipbook uses the first for the whole text).
    static func paragraphStyle(of string: NSAttributedString) -> NSParagraphStyle? {
        guard string.length > 0 else { return nil }
        return string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }
}

/// How a block of text is laid out.
struct TextStyle: Equatable {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 for no limit.
    var numberOfLines: Int = 1
    /// Extra space between lines, in points.
    var lineSpacing: CGFloat = 0
}
