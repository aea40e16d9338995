import Foundation

/// The items a behaviour acts on, as UIKit's gravity, collision, push, item and field behaviours keep them:
/// held strongly, in the order added, each once. Adding or removing one asks the behaviour's animator to
/// take the change into account (adding an item already there changes nothing).
@MainActor
struct DynamicItemList {
    /// The items, in the order added.
    private(set) var items: [UIDynamicItem] = []

    /// Adds `item` unless it is already there, and tells `behavior`'s animator.
    mutating func add(_ item: UIDynamicItem, to behavior: UIDynamicBehavior) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        behavior.setNeedsSimulationUpdate()
    }

    /// Removes `item` (if it is there), and tells `behavior`'s animator.
    mutating func remove(_ item: UIDynamicItem, from behavior: UIDynamicBehavior) {
        items.removeAll { $0 === item }
        behavior.setNeedsSimulationUpdate()
    }
}
