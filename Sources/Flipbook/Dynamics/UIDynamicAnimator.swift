import Foundation
import RigidBodyPhysics

/// Runs UIKit Dynamics behaviours on the items of a reference view, as UIKit's `UIDynamicAnimator`, on the
/// virtual clock: while running it takes one fixed step of ``stepsPerSecond``⁻¹ s at every multiple of that
/// step in virtual time (so a frame at `i / 60` s sees exactly `4 i` steps), writes each item's `center` and
/// `transform` (model values, as UIKit does), runs the behaviours' `action`s, and pauses — telling its
/// ``delegate`` — once every item has stayed at rest for ``restDuration`` seconds. Adding a behaviour,
/// changing one, or ``updateItem(usingCurrentState:)`` resumes it.
///
/// The physics is Chipmunk2D's (see the `RigidBodyPhysics` module), in points, seconds, and UIKit's mass unit
/// (a 100 × 100-point item of density 1 has mass 1).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// How many simulation steps one virtual second holds.
    public static let stepsPerSecond = 240.0
    /// How long every item must move slower than ``restSpeed`` (and turn slower than ``restAngularSpeed``)
    /// before the animator pauses.
    public static let restDuration = 0.1
    /// The speed, in points per second, under which an item counts as at rest.
    public static let restSpeed = 0.5
    /// The angular speed, in radians per second, under which an item counts as at rest.
    public static let restAngularSpeed = 0.01

    private var topLevel: [UIDynamicBehavior] = []
    /// The physics world and the items' bodies.
    let simulation: DynamicsSimulation
    private let clock: VirtualClock
    private var nextStep: VirtualClock.Token?
    private var restingTime = 0.0
    private var steps = 0
    private var needsSync = true

    /// The view whose coordinate system the animator works in (items' centres are in it); its bounds become
    /// a collision boundary with `translatesReferenceBoundsIntoBoundary`.
    open private(set) weak var referenceView: UIView?

    /// Told when the animator pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?

    /// The layout whose attributes the animator moves, for one made with ``init(collectionViewLayout:)``.
    private weak var layout: UICollectionViewLayout?

    /// An animator for items in `view`'s coordinate system.
    public init(referenceView view: UIView) {
        referenceView = view
        clock = VirtualClock.shared
        simulation = DynamicsSimulation()
        super.init()
    }

    /// An animator for a collection view layout's attributes (`UICollectionViewLayoutAttributes` are dynamic
    /// items), in the layout's content coordinates: after every step it invalidates the layout, whose
    /// `layoutAttributesForElements(in:)` answers with ``items(in:)``; the content's bounds
    /// (`collectionViewContentSize`) are the boundary of `translatesReferenceBoundsIntoBoundary`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        clock = VirtualClock.shared
        simulation = DynamicsSimulation()
        super.init()
    }

    /// The simulated attributes of the cell at `indexPath`, for an animator of a collection view layout.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementKind == nil && $0.indexPath == indexPath }
    }

    /// The simulated attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool)
        -> UICollectionViewLayoutAttributes?
    {
        syncIfNeeded()
        return simulation.members.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: matches)
    }

    /// The behaviours added with ``addBehavior(_:)``, in order (children are not listed).
    open var behaviors: [UIDynamicBehavior] { topLevel }

    /// Whether the animator is stepping (it has something to simulate and has not come to rest).
    open private(set) var isRunning = false

    /// Adds `behavior` (and its children) and starts or resumes the simulation. Adding one twice does nothing.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !topLevel.contains(where: { $0 === behavior }) else { return }
        if let other = behavior.dynamicAnimator { other.removeBehavior(behavior) }
        behavior.parentBehavior?.removeChildBehavior(behavior)
        topLevel.append(behavior)
        behavior.moveTree(to: self)
        behaviorDidChange()
        syncIfNeeded()
    }

    /// Removes `behavior` and its children; items no longer in any behaviour leave the simulation.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = topLevel.firstIndex(where: { $0 === behavior }) else { return }
        topLevel.remove(at: index)
        behavior.moveTree(to: nil)
        behaviorTreeDidShrink()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        let removed = topLevel
        topLevel.removeAll()
        for behavior in removed { behavior.moveTree(to: nil) }
        behaviorTreeDidShrink()
    }

    /// The virtual time the animator has spent running (steps taken × step length), since it was created.
    open func elapsedTime() -> TimeInterval {
        Double(steps) / Self.stepsPerSecond
    }

    /// The items whose frames (their rotated bounds around their centres) intersect `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        syncIfNeeded()
        return simulation.members.filter { item in
            let size = item.bounds.size
            let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(item.transform)
            return box.offsetBy(dx: item.center.x, dy: item.center.y).intersects(rect)
        }
    }

    /// Takes `item`'s current `center` and `transform` (rotation) as its simulated position and angle, e.g.
    /// after you moved it yourself, and resumes.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        syncIfNeeded()
        simulation.readState(of: item)
        resume()
    }

    // MARK: Running

    /// A behaviour, its items or its parameters changed: rebuild on the next step and resume.
    func behaviorDidChange() {
        needsSync = true
        resume()
    }

    /// Behaviours left: drop the items no longer in any, now (so re-adding them reads their current state).
    func behaviorTreeDidShrink() {
        needsSync = true
        syncIfNeeded()
        resume()
    }

    /// Every behaviour in the tree, depth first.
    var allBehaviors: [UIDynamicBehavior] { topLevel.flatMap(\.flattened) }

    private func syncIfNeeded() {
        guard needsSync else { return }
        needsSync = false
        let bounds = referenceView?.bounds ?? layout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) }
        simulation.sync(behaviors: allBehaviors, referenceBounds: bounds)
    }

    /// Starts stepping if the animator is paused and has behaviours.
    private func resume() {
        guard !isRunning, !topLevel.isEmpty else { return }
        isRunning = true
        restingTime = 0
        delegate?.dynamicAnimatorWillResume(self)
        scheduleNextStep()
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        if let nextStep { clock.cancel(nextStep) }
        nextStep = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Schedules a step at the first multiple of the step length strictly after now.
    private func scheduleNextStep() {
        let index = (clock.now * Self.stepsPerSecond + 1e-7).rounded(.down) + 1
        nextStep = clock.schedule(at: index / Self.stepsPerSecond) { [weak self] in
            self?.step()
        }
    }

    private func step() {
        nextStep = nil
        guard isRunning else { return }
        if needsSync { clock.runDeferredWrites() }
        syncIfNeeded()
        let dt = 1 / Self.stepsPerSecond
        let behaviors = allBehaviors
        for behavior in behaviors { behavior.applyForces(in: simulation, step: dt) }
        simulation.world.step(dt)
        steps += 1
        let unwatched = isUnwatched(behaviors)
        if !unwatched { writeBack() }
        simulation.deliverContactEvents()
        for behavior in behaviors { behavior.action?() }
        layout?.invalidateLayout()
        guard isRunning else { return }
        if topLevel.isEmpty {
            if unwatched { writeBack() }
            return pause()
        }
        let atRest = simulation.world.isAtRest(linearSpeed: Self.restSpeed, angularSpeed: Self.restAngularSpeed)
        restingTime = atRest && !behaviors.contains(where: \.hasPendingImpulse) ? restingTime + dt : 0
        if restingTime >= Self.restDuration - 1e-9 {
            if unwatched { writeBack() }
            pause()
        } else {
            scheduleNextStep()
            if unwatched, let nextStep {
                clock.deferWrite(of: self, until: nextStep) { [simulation] in simulation.writeBack() }
            }
        }
    }

    /// Writes the items' state now (superseding a write held back from an earlier step).
    private func writeBack() {
        clock.dropDeferredWrite(of: self)
        simulation.writeBack()
    }

    /// Whether nothing can see the items between this step and the next, so their state may be written once
    /// before anything else runs (see ``VirtualClock/deferWrite(of:until:_:)``) instead of now: no code of the
    /// app runs in the step (no `action`, no collision delegate with contacts to hear of, no layout to
    /// invalidate), nothing is key-value observed, and every item's setters are Flipbook's own. Items then end
    /// every frame, and every moment anything looks, in the state UIKit's per-step writes leave them in.
    private func isUnwatched(_ behaviors: [UIDynamicBehavior]) -> Bool {
        layout == nil && simulation.writesOnlyFlipbookClasses && !KeyValueObserving.isObservingAnything
            && !simulation.hasContactEventsForDelegates && !behaviors.contains { $0.action != nil }
    }
}
