import Foundation

/// The system styles, with iOS 17's fonts, colours and margins (light appearance, default text size).
extension UIListContentConfiguration {
    /// A row with one line of body text (17 pt) and an optional image: 44 points tall.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell)
    }

    /// A row with body text above a secondary subheadline (15 pt, secondary label colour).
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .subtitleCell)
        configuration.directionalLayoutMargins.top = 8
        configuration.directionalLayoutMargins.bottom = 8
        return configuration
    }

    /// A row with body text and a secondary value (17 pt, secondary label colour) at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .valueCell)
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain-style section header: headline text (17 pt semibold).
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .plainHeader)
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        configuration.directionalLayoutMargins.top = 6
        configuration.directionalLayoutMargins.bottom = 6
        return configuration
    }

    /// A plain-style section footer: footnote text (13 pt) in the secondary label colour.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .plainFooter)
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins.top = 6
        configuration.directionalLayoutMargins.bottom = 6
        return configuration
    }

    /// A grouped-style section header: footnote text (13 pt) in the secondary label colour, just above the
    /// section's first row.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .groupedHeader)
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins.top = 16
        configuration.directionalLayoutMargins.bottom = 7
        return configuration
    }

    /// A grouped-style section footer: footnote text (13 pt) in the secondary label colour, below the
    /// section's last row.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .groupedFooter)
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins.top = 7
        configuration.directionalLayoutMargins.bottom = 16
        return configuration
    }

    /// A large inset-grouped header: title 3 (20 pt) semibold text in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .prominentInsetGroupedHeader)
        configuration.textProperties.font = .systemFont(ofSize: 20, weight: .semibold)
        configuration.directionalLayoutMargins.top = 16
        configuration.directionalLayoutMargins.bottom = 8
        configuration.directionalLayoutMargins.leading = 0
        return configuration
    }

    /// A larger inset-grouped header: title 2 (22 pt) bold text in the label colour.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
        configuration.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        configuration.directionalLayoutMargins.top = 16
        configuration.directionalLayoutMargins.bottom = 8
        configuration.directionalLayoutMargins.leading = 0
        return configuration
    }

    /// A sidebar row: body text and an image; selected, its text and image turn white.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell)
    }

    /// A sidebar row with a subtitle below its text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .sidebarSubtitleCell)
        configuration.directionalLayoutMargins.top = 8
        configuration.directionalLayoutMargins.bottom = 8
        return configuration
    }

    /// A sidebar row with a secondary value beside its text.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .accompaniedSidebarCell)
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar section header: headline text (17 pt semibold).
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .sidebarHeader)
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        return configuration
    }
}
