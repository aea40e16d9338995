import Foundation

/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot`: items appended to a
/// parent are its children, a parent is expanded or collapsed, and only the items under expanded parents are
/// ``visibleItems`` (what the collection view shows, in depth-first order). Apply one to a section with
/// `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`; a list cell's
/// `.outlineDisclosure()` accessory expands and collapses its item. Misuse (an item twice, an unknown parent or
/// item) is reported on standard error and ignored.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// Every item, parents before their children (depth first), collapsed ones included.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }

    /// The items shown: the root items and, under each expanded parent, its children (depth first).
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    /// The items at the top level (no parent).
    public var rootItems: [ItemIdentifierType] { roots }

    private func flatten(_ level: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            guard !onlyVisible || expanded.contains(item), let children = childrenOf[item] else { continue }
            stack.append(contentsOf: children.reversed())
        }
        return result
    }

    // MARK: Adding and removing

    /// Adds `items` after the last child of `parent` (nil: at the top level). Items already in the snapshot are
    /// skipped, as UIKit refuses duplicates.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let new = accepting(items, parent: parent, call: "append(_:to:)") else { return }
        if let parent {
            childrenOf[parent, default: []].append(contentsOf: new)
        } else {
            roots.append(contentsOf: new)
        }
    }

    /// Adds `items` just before `nextItem`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before nextItem: ItemIdentifierType) {
        insert(items, next: nextItem, after: false, call: "insert(_:before:)")
    }

    /// Adds `items` just after `previousItem` (and its children), as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after previousItem: ItemIdentifierType) {
        insert(items, next: previousItem, after: true, call: "insert(_:after:)")
    }

    private mutating func insert(
        _ items: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool, call: String
    ) {
        guard known(anchor, call: call) else { return }
        let parent = parentOf[anchor]
        guard let new = accepting(items, parent: parent, call: call) else { return }
        var siblings = parent.map { childrenOf[$0] ?? [] } ?? roots
        guard let index = siblings.firstIndex(of: anchor) else { return }
        siblings.insert(contentsOf: new, at: after ? index + 1 : index)
        if let parent { childrenOf[parent] = siblings } else { roots = siblings }
    }

    /// The new ones of `items` (warning about duplicates), made members under `parent`; nil when `parent` is not
    /// in the snapshot.
    private mutating func accepting(
        _ items: [ItemIdentifierType], parent: ItemIdentifierType?, call: String
    ) -> [ItemIdentifierType]? {
        if let parent, !known(parent, call: call) { return nil }
        var new: [ItemIdentifierType] = []
        for item in items {
            guard members.insert(item).inserted else {
                flipbookWarning(
                    "NSDiffableDataSourceSectionSnapshot.\(call): the item \(item) is already in the snapshot")
                continue
            }
            if let parent { parentOf[item] = parent }
            new.append(item)
        }
        return new
    }

    /// Adds `snapshot`'s items, with their hierarchy and expansion, after the last child of `parent` (nil: at the
    /// top level).
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        let before = members
        append(snapshot.roots, to: parent)
        for item in snapshot.items where !before.contains(item) {
            if let children = snapshot.childrenOf[item] { append(children, to: item) }
            if snapshot.expanded.contains(item) { expanded.insert(item) }
        }
    }

    /// Removes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where known(item, call: "delete(_:)") {
            for gone in subtree(of: item) {
                members.remove(gone)
                expanded.remove(gone)
                childrenOf[gone] = nil
                if gone != item { parentOf[gone] = nil }
            }
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
                if childrenOf[parent]?.isEmpty == true { childrenOf[parent] = nil }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// `item` and everything under it, depth first.
    private func subtree(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        flatten([item], onlyVisible: false)
    }

    // MARK: Expanding and collapsing

    /// Expands `items`: their children become visible (where their own parents are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where known(item, call: "expand(_:)") { expanded.insert(item) }
    }

    /// Collapses `items`: their children are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where known(item, call: "collapse(_:)") { expanded.remove(item) }
    }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` shows: it is in the snapshot and every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = parentOf[item]
        while let parent = current {
            guard expanded.contains(parent) else { return false }
            current = parentOf[parent]
        }
        return true
    }

    // MARK: Reading

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The position of `item` in ``items``, if the snapshot holds it.
    public func index(of item: ItemIdentifierType) -> Int? {
        members.contains(item) ? items.firstIndex(of: item) : nil
    }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on (0, with a warning, for an item the
    /// snapshot does not hold).
    public func level(of item: ItemIdentifierType) -> Int {
        guard known(item, call: "level(of:)") else { return 0 }
        var level = 0
        var current = parentOf[item]
        while let parent = current {
            level += 1
            current = parentOf[parent]
        }
        return level
    }

    /// The parent of `child` (nil for a root item or an item the snapshot does not hold).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// The part of the snapshot under `parent`: its children as roots (with `includingParent`, `parent` as the one
    /// root above them), keeping their hierarchy and expansion.
    public func snapshot(
        of parent: ItemIdentifierType, includingParent: Bool = false
    ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard known(parent, call: "snapshot(of:includingParent:)") else { return result }
        let top = includingParent ? [parent] : (childrenOf[parent] ?? [])
        result.append(top)
        for item in flatten(top, onlyVisible: false) {
            if let children = childrenOf[item] { result.append(children, to: item) }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// The items as an indented outline, one a line, `+` before an expanded parent and `-` before a collapsed one.
    public func visualDescription() -> String {
        items.map { item in
            let mark = childrenOf[item] == nil ? " " : (expanded.contains(item) ? "+" : "-")
            return String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)"
        }.joined(separator: "\n")
    }

    private func known(_ item: ItemIdentifierType, call: String) -> Bool {
        guard members.contains(item) else {
            flipbookWarning("NSDiffableDataSourceSectionSnapshot.\(call): the item \(item) is not in the snapshot")
            return false
        }
        return true
    }
}
