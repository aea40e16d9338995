import Foundation

private func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
}

// UIKit's fixed colours.
extension UIColor {
    /// Black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light grey (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent (white 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)
}

// UIKit's system colours, light appearance.
extension UIColor {
    /// System red (255, 59, 48).
    public static let systemRed = rgb(255, 59, 48)
    /// System green (52, 199, 89).
    public static let systemGreen = rgb(52, 199, 89)
    /// System blue (0, 122, 255).
    public static let systemBlue = rgb(0, 122, 255)
    /// System orange (255, 149, 0).
    public static let systemOrange = rgb(255, 149, 0)
    /// System yellow (255, 204, 0).
    public static let systemYellow = rgb(255, 204, 0)
    /// System pink (255, 45, 85).
    public static let systemPink = rgb(255, 45, 85)
    /// System purple (175, 82, 222).
    public static let systemPurple = rgb(175, 82, 222)
    /// System teal (48, 176, 199).
    public static let systemTeal = rgb(48, 176, 199)
    /// System indigo (88, 86, 214).
    public static let systemIndigo = rgb(88, 86, 214)
    /// System brown (162, 132, 94).
    public static let systemBrown = rgb(162, 132, 94)
    /// System mint (0, 199, 190).
    public static let systemMint = rgb(0, 199, 190)
    /// System cyan (50, 173, 230).
    public static let systemCyan = rgb(50, 173, 230)
    /// System grey (142, 142, 147).
    public static let systemGray = rgb(142, 142, 147)
    /// System grey 2 (174, 174, 178).
    public static let systemGray2 = rgb(174, 174, 178)
    /// System grey 3 (199, 199, 204).
    public static let systemGray3 = rgb(199, 199, 204)
    /// System grey 4 (209, 209, 214).
    public static let systemGray4 = rgb(209, 209, 214)
    /// System grey 5 (229, 229, 234).
    public static let systemGray5 = rgb(229, 229, 234)
    /// System grey 6 (242, 242, 247).
    public static let systemGray6 = rgb(242, 242, 247)
    /// The background of a plain screen: white.
    public static let systemBackground = rgb(255, 255, 255)
    /// The background of content layered on ``systemBackground`` (242, 242, 247).
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// The background of content layered on ``secondarySystemBackground``: white.
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    /// The background of a grouped table (242, 242, 247).
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// Primary text: black.
    public static let label = rgb(0, 0, 0)
    /// Secondary text (60, 60, 67, 60 %).
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// Tertiary text (60, 60, 67, 30 %).
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// Thin separator lines (60, 60, 67, 29 %).
    public static let separator = rgb(60, 60, 67, 0.29)
}
