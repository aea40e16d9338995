import Foundation

/// The background of a list cell, header or footer, as UIKit's `UIBackgroundConfiguration`: a fill colour,
/// corner radius, stroke and insets, or a custom view. Start from a style (``listPlainCell()``,
/// ``listGroupedCell()``, ``listPlainHeaderFooter()``…) and assign it to a cell's `backgroundConfiguration`;
/// ``updated(for:)`` gives the grey of a selected or highlighted row, as iOS 17 draws it.
public struct UIBackgroundConfiguration: Sendable {
    /// The fill colour (nil: clear, unless ``customView`` draws something).
    public var backgroundColor: UIColor?
    /// The corner radius of the fill and stroke.
    public var cornerRadius: CGFloat = 0
    /// The outline colour (drawn when ``strokeWidth`` is positive).
    public var strokeColor: UIColor?
    /// The outline width.
    public var strokeWidth: CGFloat = 0
    /// Insets of the background from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// A view drawn behind the content, under the fill colour's view (not copied: configurations share it).
    public var customView: UIView? {
        get { storedCustomView?.view }
        set { storedCustomView = newValue.map(SharedView.init) }
    }
    private var storedCustomView: SharedView?

    /// The style, for ``updated(for:)``.
    var style: BackgroundStyle

    init(style: BackgroundStyle, color: UIColor?) {
        self.style = style
        backgroundColor = color
    }

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .clear, color: nil)
    }

    /// A plain-style row: the system background (white).
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .cell, color: .systemBackground)
    }

    /// A grouped-style row: the secondary grouped background (white on the grey table).
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .cell, color: .secondarySystemGroupedBackground)
    }

    /// A sidebar row: clear; selected, the tint colour with rounded corners.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(style: .sidebarCell, color: nil)
        configuration.cornerRadius = 10
        return configuration
    }

    /// A plain-style header or footer: the system background, so sticky headers hide the rows below them.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .headerFooter, color: .systemBackground)
    }

    /// A grouped-style header or footer: clear, on the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .headerFooter, color: nil)
    }

    /// A sidebar header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .headerFooter, color: nil)
    }

    /// This background for `state`: a selected or highlighted cell turns system grey 4 (a sidebar row:
    /// the tint colour); other states keep it.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else {
            return self
        }
        var copy = self
        switch style {
        case .cell: copy.backgroundColor = .systemGray4
        case .sidebarCell: copy.backgroundColor = .systemBlue
        case .clear, .headerFooter: break
        }
        return copy
    }
}

/// A view carried in a `Sendable` configuration; only the main actor reads it.
private struct SharedView: @unchecked Sendable {
    let view: UIView
}

/// What a background configuration was made for.
enum BackgroundStyle: Sendable {
    case clear, cell, sidebarCell, headerFooter
}
