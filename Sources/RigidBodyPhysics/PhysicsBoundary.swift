import CChipmunk

/// A fixed wall made of line segments (a polyline), that bodies collide with.
public final class PhysicsBoundary {
    /// The boundary's id in its world (shared with bodies' ids: never the same number).
    public let id: Int
    /// The segments' end points, world coordinates.
    public let segments: [(PhysicsVector, PhysicsVector)]
    private var shapes: [OpaquePointer] = []

    init(id: Int, segments: [(PhysicsVector, PhysicsVector)]) {
        self.id = id
        self.segments = segments
    }

    func attach(to space: OpaquePointer, staticBody: OpaquePointer) {
        shapes = segments.compactMap { start, end in
            guard start.isFinite, end.isFinite, start != end else { return nil }
            let shape = cpSegmentShapeNew(staticBody, start.cp, end.cp, 0)!
            cpShapeSetUserData(shape, UnsafeMutableRawPointer(bitPattern: id))
            cpShapeSetCollisionType(shape, ContactParty.boundaryCollisionType)
            // 1 and 1: Chipmunk multiplies the two shapes' values, so a contact gets the body's own.
            cpShapeSetElasticity(shape, 1)
            cpShapeSetFriction(shape, 1)
            cpSpaceAddShape(space, shape)
            return shape
        }
    }

    func detach(from space: OpaquePointer) {
        for shape in shapes {
            cpSpaceRemoveShape(space, shape)
            cpShapeFree(shape)
        }
        shapes.removeAll()
    }
}

extension PhysicsWorld {
    /// Adds a fixed wall along `segments` (world coordinates; degenerate or non-finite segments are skipped).
    @discardableResult
    public func addBoundary(segments: [(PhysicsVector, PhysicsVector)]) -> PhysicsBoundary {
        let boundary = PhysicsBoundary(id: nextID(), segments: segments)
        boundary.attach(to: space, staticBody: staticBody)
        boundaries[boundary.id] = boundary
        return boundary
    }

    /// Removes a wall.
    public func removeBoundary(_ boundary: PhysicsBoundary) {
        guard boundaries[boundary.id] === boundary else { return }
        boundary.detach(from: space)
        boundaries[boundary.id] = nil
    }
}
