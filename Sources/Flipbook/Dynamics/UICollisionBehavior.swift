import Foundation
import RigidBodyPhysics

/// Makes its items collide with each other and with boundaries, as UIKit's `UICollisionBehavior`: lines and
/// paths you add by identifier, and the reference view's bounds with ``translatesReferenceBoundsIntoBoundary``.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a mode from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything = Mode(rawValue: UInt.max)
    }

    private var itemList = DynamicItemList()
    /// Boundaries by identifier, in the order added.
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    private var referenceInsets: UIEdgeInsets?
    /// The physics walls made at the last preparation.
    private var walls: [PhysicsBoundary] = []
    private var wallsAreStale = true

    /// Collisions among `items` and with the boundaries.
    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { addItem(item) }
    }

    /// Collisions among no items yet.
    public override convenience init() {
        self.init(items: [])
    }

    /// The colliding items.
    open var items: [UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.add(item, to: self)
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        itemList.remove(item, from: self)
    }

    /// What the items collide with: `.everything` by default.
    open var collisionMode: Mode {
        get { storedCollisionMode }
        set {
            storedCollisionMode = newValue
            setNeedsSimulationUpdate()
        }
    }
    private var storedCollisionMode: Mode = .everything

    /// Told when contacts begin and end.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// Whether the reference view's bounds are a boundary (identifier nil).
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set { setReferenceInsets(newValue ? .zero : nil) }
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        guard values.allSatisfy(\.isFinite) else {
            return flipbookWarning("setTranslatesReferenceBoundsIntoBoundary(with:) needs finite insets; ignored")
        }
        setReferenceInsets(insets)
    }

    private func setReferenceInsets(_ insets: UIEdgeInsets?) {
        referenceInsets = insets
        wallsAreStale = true
        setNeedsSimulationUpdate()
    }

    /// Adds (or replaces) the boundary `identifier` along `bezierPath` (reference-view coordinates).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let path = UIBezierPath(cgPath: bezierPath.cgPath)
        if let index = indexOfBoundary(identifier) {
            boundaries[index].path = path
        } else {
            boundaries.append((identifier, path))
        }
        wallsAreStale = true
        setNeedsSimulationUpdate()
    }

    /// Adds (or replaces) the boundary `identifier`: the line from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary `identifier`, if there is one.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        indexOfBoundary(identifier).map { boundaries[$0].path }
    }

    /// Removes the boundary `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        guard let index = indexOfBoundary(identifier) else { return }
        boundaries.remove(at: index)
        wallsAreStale = true
        setNeedsSimulationUpdate()
    }

    /// The identifiers of the boundaries added (not the reference bounds), in order; nil when there are none.
    open var boundaryIdentifiers: [NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Removes every boundary added by identifier (the reference bounds stay).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        wallsAreStale = true
        setNeedsSimulationUpdate()
    }

    private func indexOfBoundary(_ identifier: NSCopying) -> Int? {
        boundaries.firstIndex { sameIdentifier($0.identifier, identifier) }
    }

    // MARK: Simulation

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    override func prepare(in simulation: DynamicsSimulation) {
        guard wallsAreStale || walls.contains(where: { simulation.boundaryOwners[$0.id] == nil }) else { return }
        detach(from: simulation)
        wallsAreStale = false
        var made: [(PhysicsBoundary, NSCopying?)] = []
        if let insets = referenceInsets, let bounds = simulation.referenceBounds {
            let r = bounds.inset(by: insets)
            let corners = [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY),
            ].map(\.physics)
            let segments = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
            made.append((simulation.world.addBoundary(segments: segments), nil))
        }
        for boundary in boundaries {
            made.append((simulation.world.addBoundary(segments: segments(of: boundary.path)), boundary.identifier))
        }
        walls = made.map(\.0)
        for (wall, identifier) in made { simulation.boundaryOwners[wall.id] = (self, identifier) }
    }

    override func detach(from simulation: DynamicsSimulation) {
        for wall in walls { simulation.world.removeBoundary(wall) }
        // Items touching a wall that goes stop touching it: tell the delegate while the wall is still known.
        simulation.deliverContactEvents()
        for wall in walls { simulation.boundaryOwners[wall.id] = nil }
        walls.removeAll()
        wallsAreStale = true
    }

    /// The straight segments of a path (curves sampled at 16 points).
    private func segments(of path: UIBezierPath) -> [(PhysicsVector, PhysicsVector)] {
        var segments: [(PhysicsVector, PhysicsVector)] = []
        var current = PhysicsVector.zero
        var start = PhysicsVector.zero
        func line(to point: PhysicsVector) {
            segments.append((current, point))
            current = point
        }
        path.cgPath.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0].physics
                start = current
            case .addLineToPoint: line(to: e.points[0].physics)
            case .addQuadCurveToPoint:
                let (from, c, end) = (current, e.points[0].physics, e.points[1].physics)
                for i in 1...16 {
                    let t = Double(i) / 16
                    line(to: from * ((1 - t) * (1 - t)) + c * (2 * t * (1 - t)) + end * (t * t))
                }
            case .addCurveToPoint:
                let (from, c1, c2, end) = (current, e.points[0].physics, e.points[1].physics, e.points[2].physics)
                for i in 1...16 {
                    let t = Double(i) / 16
                    let u = 1 - t
                    line(to: from * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + end * (t * t * t))
                }
            case .closeSubpath: line(to: start)
            }
        }
        return segments
    }
}

/// Whether two boundary identifiers are equal (`isEqual` for Foundation objects, else identity).
func sameIdentifier(_ a: NSCopying, _ b: NSCopying) -> Bool {
    if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
    return (a as AnyObject) === (b as AnyObject)
}
