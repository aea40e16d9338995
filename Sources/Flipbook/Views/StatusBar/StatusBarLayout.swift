import Foundation

/// Where the status bar's time and icons sit on a simulated device, in points from the screen's top-left.
///
/// Figures follow Apple's iOS 17 design templates as closely as their published drawings allow (they are
/// measured from the drawings, not published numbers): on phones with a notch or the Dynamic Island the time
/// is centred in the left "ear" and the cellular, Wi-Fi and battery icons end at the right one; on phones
/// with a 20-point status bar the time is centred and the icons sit at both ends at a smaller size.
struct StatusBarLayout: Equatable {
    /// The bar's height: the device's top safe-area inset in portrait.
    var height: CGFloat
    /// The centre of the time's text.
    var timeCenter: CGPoint
    /// The time's font size (semibold).
    var timeFontSize: CGFloat
    /// The vertical centre of the icons.
    var iconsCenterY: CGFloat
    /// The right edge of the rightmost icon (the battery's cap).
    var iconsRightEdge: CGFloat
    /// The icons' scale against their size on phones with a notch.
    var iconScale: CGFloat
    /// Whether the cellular and Wi-Fi icons sit at the left end (20-point bars) instead of beside the battery.
    var signalAtLeft: Bool

    /// The layout for a screen `width` points wide under a `topInset`-point status bar, or nil where iOS shows
    /// no status bar (an iPhone in landscape, where nothing is inset at the top).
    static func forScreen(width: CGFloat, topInset: CGFloat) -> StatusBarLayout? {
        switch topInset {
        case ..<1:
            return nil
        case ..<30:
            return StatusBarLayout(
                height: topInset, timeCenter: CGPoint(x: width / 2, y: topInset / 2), timeFontSize: 12,
                iconsCenterY: topInset / 2, iconsRightEdge: width - 6, iconScale: 0.8, signalAtLeft: true)
        case ..<52:
            return StatusBarLayout(
                height: topInset, timeCenter: CGPoint(x: 54, y: 26), timeFontSize: 17, iconsCenterY: 26,
                iconsRightEdge: width - 14, iconScale: 1, signalAtLeft: false)
        default:
            return StatusBarLayout(
                height: topInset, timeCenter: CGPoint(x: 64, y: 31), timeFontSize: 17, iconsCenterY: 31,
                iconsRightEdge: width - 28, iconScale: 1, signalAtLeft: false)
        }
    }
}
