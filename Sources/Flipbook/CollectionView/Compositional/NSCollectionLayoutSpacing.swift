import Foundation

/// A gap in a compositional layout, as UIKit's `NSCollectionLayoutSpacing`: exactly so many points, or at least
/// so many and a share of the space left over.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    let spec: CompositionalSpec.Spacing

    init(_ spec: CompositionalSpec.Spacing) {
        self.spec = spec
        super.init()
    }

    /// At least `flexibleSpacing` points, growing to share the leftover space equally with the other flexible
    /// spacings of the group.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(flexibleSpacing))
    }

    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.fixed(fixedSpacing))
    }

    /// The points (the minimum, for a flexible spacing).
    open var spacing: CGFloat { spec.points }
    /// Whether the spacing is flexible.
    open var isFlexibleSpacing: Bool { spec.isFlexible }
    /// Whether the spacing is fixed.
    open var isFixedSpacing: Bool { !spec.isFlexible }
}

/// Spacing around an item inside its group, as UIKit's `NSCollectionLayoutEdgeSpacing`: it moves the item
/// (content insets shrink it instead).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Before the item horizontally.
    open private(set) var leading: NSCollectionLayoutSpacing?
    /// Above the item.
    open private(set) var top: NSCollectionLayoutSpacing?
    /// After the item horizontally.
    open private(set) var trailing: NSCollectionLayoutSpacing?
    /// Below the item.
    open private(set) var bottom: NSCollectionLayoutSpacing?

    /// Edge spacing from its four sides (nil: none).
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    var spec: CompositionalSpec.EdgeSpacing {
        CompositionalSpec.EdgeSpacing(
            leading: leading?.spec, top: top?.spec, trailing: trailing?.spec, bottom: bottom?.spec)
    }
}

extension NSDirectionalEdgeInsets {
    /// The insets as the compositional layout engine's value.
    var compositionalInsets: CompositionalSpec.Insets {
        CompositionalSpec.Insets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
