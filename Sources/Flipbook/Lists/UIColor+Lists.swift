import Foundation

extension UIColor {
    /// Cards and cells on a grouped background (white).
    public static let secondarySystemGroupedBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Content inside grouped cells (the same light grey as the grouped background).
    public static let tertiarySystemGroupedBackground = UIColor(
        red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// An opaque separator (198, 198, 200), for lines drawn over content of other colours.
    public static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
}
