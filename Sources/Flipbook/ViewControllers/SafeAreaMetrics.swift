import Foundation

/// The status-bar and home-indicator heights Flipbook's bars leave room for. Flipbook has no real status
/// bar: windows at least 812 points tall (notched iPhones, including the default 390 × 844 screen) get
/// 47 points at the top and 34 at the bottom, windows at least 568 points tall 20 at the top, smaller
/// windows (test windows) none.
enum SafeAreaMetrics {
    /// The height of the status bar area at the top of a window of `height` points.
    static func top(forWindowHeight height: CGFloat) -> CGFloat {
        height >= 812 ? 47 : (height >= 568 ? 20 : 0)
    }

    /// The height of the home indicator area at the bottom of a window of `height` points.
    static func bottom(forWindowHeight height: CGFloat) -> CGFloat {
        height >= 812 ? 34 : 0
    }
}
