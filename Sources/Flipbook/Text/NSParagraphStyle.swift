import Foundation

/// How lines of text line up, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges: the spaces of every line but a paragraph's last stretch to fill the width.
    case justified = 3
    /// The app's natural direction: left, as for an app in a left-to-right language.
    case natural = 4
}

/// What happens to text that does not fit, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words (inside a word only when it is wider than a line).
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// Lines break between words; what does not fit is cut off.
    case byClipping = 2
    /// The last line's start is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The last line's end is replaced by an ellipsis.
    case byTruncatingTail = 4
    /// The middle of the last line is replaced by an ellipsis.
    case byTruncatingMiddle = 5
}

/// Paragraph attributes (`NSAttributedString.Key.paragraphStyle`), as UIKit's `NSParagraphStyle`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    var storedAlignment: NSTextAlignment = .natural
    var storedLineSpacing: CGFloat = 0
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping

    /// The default style: natural alignment, no extra line spacing, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the default values.
    public override init() {}

    /// How lines line up.
    open var alignment: NSTextAlignment { storedAlignment }
    /// Extra space between lines, in points.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// What happens to text that does not fit.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineSpacing = lineSpacing
        copy.lineBreakMode = lineBreakMode
        return copy
    }
}

/// A paragraph style whose attributes can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines line up.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    /// What happens to text that does not fit.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}
