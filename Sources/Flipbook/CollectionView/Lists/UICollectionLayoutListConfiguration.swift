import Foundation

/// How a compositional layout section looks as a list, as UIKit's `UICollectionLayoutListConfiguration`:
/// full-width rows of estimated height 44 with separators, in one of the table view's appearances. Make a
/// section with ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` or a whole layout with
/// ``UICollectionViewCompositionalLayout/list(using:)``; show rows with ``UICollectionViewListCell``.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's overall look.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the system background.
        case plain = 0
        /// Rows edge to edge in sections on the grouped background.
        case grouped = 1
        /// Rows on rounded cards inset from the edges, on the grouped background.
        case insetGrouped = 2
        /// A sidebar: rounded rows that highlight with the tint colour.
        case sidebar = 3
        /// A sidebar without section insets.
        case sidebarPlain = 4
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The section's first item is its header: its list cell's default content configuration is a header's,
        /// with no background or separator.
        case firstItemInSection = 2
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// Gives the swipe actions of the item at an index path (nil: none on that side).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's look.
    public private(set) var appearance: Appearance
    /// Whether rows have separators between them (default true).
    public var showsSeparators = true
    /// The list's background colour (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// Where section headers come from (default none).
    public var headerMode: HeaderMode = .none
    /// Where section footers come from (default none).
    public var footerMode: FooterMode = .none
    /// Extra space above each header (nil: the appearance's).
    public var headerTopPadding: CGFloat?
    /// The actions a swipe to the right reveals on an item's leading side (nil: none).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe to the left reveals on an item's trailing side (nil: none); an editing delete
    /// accessory without an action handler reveals them too.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether the rows sit on the grouped background.
    var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }

    /// The background colour the list draws.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
    }

    /// How far rows sit from the leading and trailing edges (inset-grouped cards and sidebars).
    func horizontalInset(width: CGFloat) -> CGFloat {
        switch appearance {
        case .insetGrouped: width >= 414 ? 20 : 16
        case .sidebar: 10
        case .plain, .grouped, .sidebarPlain: 0
        }
    }
}

/// Where a cell of a list section sits in its list: what a `UICollectionViewListCell` draws its separator,
/// rounded corners and header style from.
struct ListPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var showsSeparators: Bool
    /// The section's first item, shown as its header (header mode `.firstItemInSection`).
    var isHeader: Bool
    /// The first row (after a first-item header).
    var isFirst: Bool
    var isLast: Bool

    /// The placement of item `item` of a section of `count` items.
    init(configuration: UICollectionLayoutListConfiguration, item: Int, count: Int) {
        appearance = configuration.appearance
        showsSeparators = configuration.showsSeparators
        let headerFirst = configuration.headerMode == .firstItemInSection
        isHeader = headerFirst && item == 0
        isFirst = item == (headerFirst ? 1 : 0)
        isLast = item == count - 1 && !isHeader
    }

    /// The placement of a section's header or footer (a boundary supplementary item of a list section): styled
    /// and drawn as a header, with no separator.
    init(boundaryOf configuration: UICollectionLayoutListConfiguration) {
        appearance = configuration.appearance
        showsSeparators = configuration.showsSeparators
        isHeader = true
        isFirst = false
        isLast = false
    }
}

extension NSCollectionLayoutSection {
    /// A section of full-width list rows (estimated 44 points high) in `configuration`'s appearance, with its
    /// header and footer as the configuration's modes say.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let side = configuration.horizontalInset(width: layoutEnvironment.container.effectiveContentSize.width)
        let grouped = configuration.isGrouped
        let headerPadding = configuration.headerTopPadding ?? 0
        let top: CGFloat = configuration.headerMode == .none ? (grouped ? 35 : 0) + headerPadding : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let height: CGFloat = grouped ? 38 + headerPadding : 28
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = !grouped
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        section.listAppearance = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list in `configuration`'s appearance.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
