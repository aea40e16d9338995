import Foundation

/// The compositional layout's input as plain values, free of views and of the layout classes: what
/// `CompositionalLayoutSolver` places. The UIKit-shaped classes (`NSCollectionLayoutSection` and friends)
/// translate themselves into these.
enum CompositionalSpec {
    /// One length of an item, group or supplementary: a fraction of its container's width or height, a fixed
    /// number of points, or an estimate. An estimated item length gives way to the item's measured length
    /// (`Section.measuredItemSizes`); an estimated group length is its content's. A uniform length is an
    /// estimate that all siblings of a group share: the largest of theirs.
    enum Dimension: Equatable {
        case fractionalWidth(CGFloat)
        case fractionalHeight(CGFloat)
        case absolute(CGFloat)
        case estimated(CGFloat)
        case uniformAcrossSiblings(CGFloat)

        /// The length in points inside a container of `container` size (an estimate: the estimate).
        func resolve(in container: CGSize) -> CGFloat {
            switch self {
            case .fractionalWidth(let fraction): container.width * fraction
            case .fractionalHeight(let fraction): container.height * fraction
            case .absolute(let points), .estimated(let points), .uniformAcrossSiblings(let points): points
            }
        }

        /// Whether the length is an estimate the content decides.
        var isEstimated: Bool {
            switch self {
            case .estimated, .uniformAcrossSiblings: true
            case .fractionalWidth, .fractionalHeight, .absolute: false
            }
        }

        /// Whether siblings share the largest length.
        var isUniform: Bool {
            if case .uniformAcrossSiblings = self { return true }
            return false
        }
    }

    /// A width and a height.
    struct Size: Equatable {
        var width: Dimension
        var height: Dimension

        func resolve(in container: CGSize) -> CGSize {
            CGSize(width: width.resolve(in: container), height: height.resolve(in: container))
        }
    }

    /// A gap: exactly `fixed` points, or at least `flexible` points and a share of the space left over.
    enum Spacing: Equatable {
        case fixed(CGFloat)
        case flexible(CGFloat)

        var points: CGFloat {
            switch self {
            case .fixed(let points), .flexible(let points): points
            }
        }

        var isFlexible: Bool {
            if case .flexible = self { return true }
            return false
        }
    }

    /// Insets on four sides (leading is left: Flipbook lays out left to right).
    struct Insets: Equatable {
        var top: CGFloat = 0
        var leading: CGFloat = 0
        var bottom: CGFloat = 0
        var trailing: CGFloat = 0
    }

    /// Space around an item inside its group, which moves the item (unlike content insets, which shrink it).
    struct EdgeSpacing: Equatable {
        var leading: Spacing?
        var top: Spacing?
        var trailing: Spacing?
        var bottom: Spacing?
    }

    /// A cell: its size in its group, the insets that shrink its frame inside that size, its edge spacing.
    struct Item: Equatable {
        var size: Size
        var contentInsets = Insets()
        var edgeSpacing: EdgeSpacing?
        /// Views anchored to the item (badges).
        var supplementaries: [ItemSupplementary] = []
    }

    /// How a group arranges its subitems.
    enum Arrangement: Equatable {
        /// Left to right: as many subitems as fit (cycling through them), or exactly `count` sharing the width.
        case horizontal(repeating: Int?)
        /// Top to bottom, the same way.
        case vertical(repeating: Int?)
        /// At the given frames (relative to the group), one item each.
        case custom([CGRect])
    }

    /// An item or a group nested in a group.
    indirect enum Element: Equatable {
        case item(Item)
        case group(Group)
    }

    /// Subitems arranged in a box of `size`.
    struct Group: Equatable {
        var size: Size
        var arrangement: Arrangement
        var subitems: [Element]
        var interItemSpacing: Spacing?
        var contentInsets = Insets()
        var edgeSpacing: EdgeSpacing?
    }

    /// Where a boundary supplementary item sits on its section (or on the whole layout).
    enum Alignment: Equatable {
        case top, topLeading, topTrailing, bottom, bottomLeading, bottomTrailing, leading, trailing
    }

    /// A header, footer or other view on a section's edge.
    struct Boundary: Equatable {
        var size: Size
        var alignment: Alignment
        var offset: CGPoint = .zero
        var extendsBoundary = true
        var pinToVisibleBounds = false
        /// The size its view measured for itself: it replaces the estimated lengths of `size`.
        var measuredSize: CGSize?

        /// Its size inside a container of `container` size: estimated lengths are the measured ones, once
        /// measured.
        func resolvedSize(in container: CGSize) -> CGSize {
            let resolved = size.resolve(in: container)
            guard let measuredSize else { return resolved }
            return CGSize(
                width: size.width.isEstimated ? measuredSize.width : resolved.width,
                height: size.height.isEstimated ? measuredSize.height : resolved.height)
        }
    }

    /// How an orthogonally scrolling section settles after a drag.
    enum OrthogonalBehavior: Equatable {
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    /// One section: its group repeated until its items run out.
    struct Section: Equatable {
        var group: Group
        var itemCount: Int
        var interGroupSpacing: CGFloat = 0
        var contentInsets = Insets()
        var orthogonal: OrthogonalBehavior?
        var boundaries: [Boundary] = []
        /// Whether boundary items are inset by the section's leading and trailing content insets.
        var supplementariesFollowContentInsets = true
        /// The sizes cells measured for themselves, by item index: they replace an item's estimated lengths.
        var measuredItemSizes: [Int: CGSize] = [:]
    }
}
