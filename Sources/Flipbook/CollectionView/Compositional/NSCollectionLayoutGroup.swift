import Foundation

/// Items (or nested groups) arranged in a box, as UIKit's `NSCollectionLayoutGroup`: in a row
/// (``horizontal(layoutSize:subitems:)``), a column (``vertical(layoutSize:subitems:)``), or at frames a
/// closure gives (``custom(layoutSize:itemProvider:)``). A section repeats its group until its items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group arranges its subitems (the engine's arrangement, with the custom frames still to ask for).
    enum Kind {
        case horizontal(repeating: Int?)
        case vertical(repeating: Int?)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let kind: Kind
    /// The items and groups the group arranges, cycled through while they fit.
    open private(set) var subitems: [NSCollectionLayoutItem]
    /// The gap between consecutive subitems (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, kind: Kind, subitems: [NSCollectionLayoutItem]) {
        self.kind = kind
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, repeated left to right while the next one fits.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .horizontal(repeating: nil), subitems: subitems)
    }

    /// A row of exactly `count` copies of `subitem`, sized to share the group's width (with the spacing).
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .horizontal(repeating: count), subitems: [subitem])
    }

    /// The name of ``horizontal(layoutSize:repeatingSubitem:count:)`` before iOS 16.
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated top to bottom while the next one fits.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .vertical(repeating: nil), subitems: subitems)
    }

    /// A column of exactly `count` copies of `subitem`, sized to share the group's height.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .vertical(repeating: count), subitems: [subitem])
    }

    /// The name of ``vertical(layoutSize:repeatingSubitem:count:)`` before iOS 16.
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items sit at the frames `itemProvider` returns (relative to the group), one item each.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .custom(itemProvider), subitems: [])
    }

    override func element(in environment: any NSCollectionLayoutEnvironment) -> CompositionalSpec.Element {
        .group(groupSpec(in: environment))
    }

    /// The group as the engine's value.
    func groupSpec(in environment: any NSCollectionLayoutEnvironment) -> CompositionalSpec.Group {
        let arrangement: CompositionalSpec.Arrangement
        switch kind {
        case .horizontal(let repeating): arrangement = .horizontal(repeating: repeating)
        case .vertical(let repeating): arrangement = .vertical(repeating: repeating)
        case .custom(let provider): arrangement = .custom(provider(environment).map(\.frame))
        }
        return CompositionalSpec.Group(
            size: layoutSize.spec, arrangement: arrangement, subitems: subitems.map { $0.element(in: environment) },
            interItemSpacing: interItemSpacing?.spec, contentInsets: contentInsets.compositionalInsets,
            edgeSpacing: edgeSpacing?.spec)
    }
}

/// What a custom group asks for its items' frames.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item's frame in a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The frame, relative to the group.
    open private(set) var frame: CGRect
    /// The stacking order among the group's items.
    open private(set) var zIndex: Int

    /// An item at `frame`.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` with a stacking order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}
