import Foundation

/// The sizes iOS gives an iPhone's bars, which follow the vertical size class: regular in portrait,
/// compact in landscape. The one place the navigation bar, tab bar and status bar take their metrics from.
struct BarMetrics: Equatable {
    /// The navigation bar's height below the status bar area: 44 points, 32 in compact height.
    let navigationBarHeight: CGFloat
    /// The tab bar's height above the home indicator area: 49 points, 32 in compact height.
    let tabBarHeight: CGFloat
    /// Whether tab bar items put their title beside the icon (compact height) rather than below it.
    let tabBarItemsAreInline: Bool
    /// Whether the status bar is hidden (iPhones hide it in compact height).
    let hidesStatusBar: Bool
    /// Whether a navigation bar may draw large titles (iPhones show none in compact height).
    var showsLargeTitles: Bool { !hidesStatusBar }

    /// Portrait on an iPhone.
    static let regular = BarMetrics(
        navigationBarHeight: 44, tabBarHeight: 49, tabBarItemsAreInline: false, hidesStatusBar: false)
    /// Landscape on an iPhone.
    static let compact = BarMetrics(
        navigationBarHeight: 32, tabBarHeight: 32, tabBarItemsAreInline: true, hidesStatusBar: true)

    private init(navigationBarHeight: CGFloat, tabBarHeight: CGFloat, tabBarItemsAreInline: Bool, hidesStatusBar: Bool)
    {
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
        self.tabBarItemsAreInline = tabBarItemsAreInline
        self.hidesStatusBar = hidesStatusBar
    }

    /// The metrics of an environment with `traits`.
    init(_ traits: UITraitCollection) {
        self = traits.verticalSizeClass == .compact ? .compact : .regular
    }
}
