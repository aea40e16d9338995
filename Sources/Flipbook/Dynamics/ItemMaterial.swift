import Foundation

/// The physical properties a ``UIDynamicItemBehavior`` gives its items, with UIKit's defaults.
struct ItemMaterial: Equatable {
    var density = 1.0
    var elasticity = 0.0
    var friction = 0.0
    var resistance = 0.0
    var angularResistance = 0.0
    var charge = 0.0
    var isAnchored = false
    var allowsRotation = true

    init() {}

    /// The properties of `behavior`.
    @MainActor init(_ behavior: UIDynamicItemBehavior) {
        density = Double(behavior.density)
        elasticity = Double(behavior.elasticity)
        friction = Double(behavior.friction)
        resistance = Double(behavior.resistance)
        angularResistance = Double(behavior.angularResistance)
        charge = Double(behavior.charge)
        isAnchored = behavior.isAnchored
        allowsRotation = behavior.allowsRotation
    }
}
