import Foundation

/// How a compositional section scrolls across the layout's direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but ``none`` lays the section's groups
/// out in one run across the layout (a carousel) that scrolls on its own.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own: its groups stack in the layout's direction.
    case none = 0
    /// Scrolls freely and stops where the finger leaves it.
    case continuous = 1
    /// Scrolls freely and stops with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary = 2
    /// Moves one page (the visible width) at a time.
    case paging = 3
    /// Moves one group at a time, stopping with its leading edge at the section's leading inset.
    case groupPaging = 4
    /// Moves one group at a time, stopping with it centred.
    case groupPagingCentered = 5

    var spec: CompositionalSpec.OrthogonalBehavior? {
        switch self {
        case .none: nil
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: the group it is made with
/// (``init(group:)``) repeats until the section's items run out, with spacing between the groups, insets around
/// them and headers or footers (``boundarySupplementaryItems``) on its edges.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    let group: NSCollectionLayoutGroup
    /// The gap between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// The margins around the groups (inside headers and footers).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Whether the section scrolls on its own across the layout, and how it settles.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers, footers and other views on the section's edges.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section, such as ``NSCollectionLayoutDecorationItem/background(elementKind:)``.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether the boundary items are inset by the section's leading and trailing content insets (default true).
    open var supplementariesFollowContentInsets = true
    /// The list appearance, for sections made by ``list(using:layoutEnvironment:)``.
    var listAppearance: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// The section as the engine's value, for `itemCount` items.
    func spec(itemCount: Int, in environment: any NSCollectionLayoutEnvironment) -> CompositionalSpec.Section {
        CompositionalSpec.Section(
            group: group.groupSpec(in: environment), itemCount: itemCount, interGroupSpacing: interGroupSpacing,
            contentInsets: contentInsets.compositionalInsets, orthogonal: orthogonalScrollingBehavior.spec,
            boundaries: boundarySupplementaryItems.map(\.boundarySpec),
            supplementariesFollowContentInsets: supplementariesFollowContentInsets)
    }
}
