import Foundation

// Foundation on Linux has NSAttributedString, NSMutableAttributedString and NSAttributedString.Key but
// not the keys UIKit adds for text drawing; these are those keys with UIKit's raw values.
extension NSAttributedString.Key {
    /// The `UIFont` of the text (the label's font when absent).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (the label's text colour when absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra space after each character, in points (a `CGFloat`, `Double` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The `NSParagraphStyle`: alignment, line spacing, line break mode.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
