import Foundation
import RigidBodyPhysics

/// A behaviour of a ``UIDynamicAnimator``, as UIKit's `UIDynamicBehavior`: the base of gravity, collision,
/// attachment, snap, push, item and field behaviours, and of composite behaviours of your own (subclass it
/// and add the parts with ``addChildBehavior(_:)``). Its ``action`` runs after every simulation step.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    /// The behaviour this one is a child of, if any.
    weak var parentBehavior: UIDynamicBehavior?

    /// A behaviour with no items and no children.
    public override init() {
        super.init()
    }

    /// The behaviours added with ``addChildBehavior(_:)``, in order.
    open var childBehaviors: [UIDynamicBehavior] { children }

    /// Adds `behavior` as a child: it takes part wherever this behaviour does. Adding one already added, or
    /// this behaviour itself, does nothing.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !children.contains(where: { $0 === behavior }) else { return }
        behavior.parentBehavior?.removeChildBehavior(behavior)
        children.append(behavior)
        behavior.parentBehavior = self
        if let animator = dynamicAnimator { behavior.moveTree(to: animator) }
        setNeedsSimulationUpdate()
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        children.remove(at: index)
        behavior.parentBehavior = nil
        if let animator = dynamicAnimator {
            behavior.moveTree(to: nil)
            animator.behaviorTreeDidShrink()
        }
    }

    /// Runs after every step of the animator this behaviour is in (virtual time is that step's).
    open var action: (() -> Void)?

    /// The animator the behaviour (or the behaviour it is a child of) was added to.
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Called just before the behaviour joins (`dynamicAnimator` non-nil) or leaves (nil) an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Tells this behaviour and its children that they join or leave `animator`.
    func moveTree(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        if animator == nil, let old = dynamicAnimator { detach(from: old.simulation) }
        dynamicAnimator = animator
        for child in children { child.moveTree(to: animator) }
    }

    /// This behaviour followed by its descendants, depth first.
    var flattened: [UIDynamicBehavior] {
        [self] + children.flatMap(\.flattened)
    }

    /// Asks the animator to take a change into account (and to resume if it was at rest).
    func setNeedsSimulationUpdate() {
        dynamicAnimator?.behaviorDidChange()
    }

    // MARK: Simulation hooks (overridden by UIKit's behaviours)

    /// The items this behaviour acts on directly (not its children's).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Whether the behaviour still has something to apply on the next step (an instantaneous push).
    var hasPendingImpulse: Bool { false }

    /// Creates or updates what the behaviour needs in the physics world (joints, boundaries).
    func prepare(in simulation: DynamicsSimulation) {}

    /// Applies the behaviour's forces and impulses for the step about to be taken.
    func applyForces(in simulation: DynamicsSimulation, step: Double) {}

    /// Removes what ``prepare(in:)`` added to the physics world.
    func detach(from simulation: DynamicsSimulation) {}
}
