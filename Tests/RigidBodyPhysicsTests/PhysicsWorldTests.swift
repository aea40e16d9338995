import Testing

@testable import RigidBodyPhysics

@Suite struct PhysicsWorldTests {
    @Test func constantForceIsIntegratedExactly() {
        let world = PhysicsWorld()
        let body = world.addBody(shapes: [.box(width: 100, height: 100, center: .zero)], massPerArea: 1e-4, at: .zero)
        #expect(abs(body.mass - 1) < 1e-12)
        let dt = 1.0 / 240
        for _ in 0..<240 {
            body.applyForce([0, 1000 * body.mass])
            world.step(dt)
        }
        // s = ½·g·t² = 500 after one second; v = g·t = 1000.
        #expect(abs(body.position.y - 500) < 1e-6)
        #expect(abs(body.velocity.y - 1000) < 1e-6)
    }

    @Test func bodiesCollideWithABoundaryAndReportTheContact() {
        let world = PhysicsWorld()
        let body = world.addBody(shapes: [.box(width: 50, height: 50, center: .zero)], massPerArea: 1e-4, at: [0, 0])
        let floor = world.addBoundary(segments: [([-500, 100], [500, 100])])
        for _ in 0..<480 {
            body.applyForce([0, 1000 * body.mass])
            world.step(1.0 / 240)
        }
        #expect(abs(body.position.y - 75) < 0.5)
        let events = world.takeContactEvents()
        #expect(events.count == 1)
        if case .began(let a, let b, let point) = events.first {
            #expect(Set([a, b]) == [.body(body.id), .boundary(floor.id)])
            #expect(abs(point.y - 100) < 1)
        } else {
            Issue.record("no began event: \(events)")
        }
        world.removeBoundary(floor)
        #expect(world.takeContactEvents() == [.ended(.body(body.id), .boundary(floor.id))])
    }

    @Test func roundedBoxCornersKeepTheBoxsSizeOnAFlatFloorAndRoundItsCorners() {
        /// Where a 50-point box with `rounding` comes to rest on a floor at y = 100, turned by `angle`.
        func restingHeight(rounding: Double, angle: Double) -> Double {
            let world = PhysicsWorld(boxCornerRadius: rounding)
            let body = world.addBody(shapes: [.box(width: 50, height: 50, center: .zero)], massPerArea: 1e-4, at: .zero)
            body.allowsRotation = false
            body.angle = angle
            world.addBoundary(segments: [([-500, 100], [500, 100])])
            for _ in 0..<480 {
                body.applyForce([0, 1000 * body.mass])
                world.step(1.0 / 240)
            }
            return body.position.y
        }
        // Flat on the floor, the rounded box stands where the sharp one does: its sides are where they were.
        #expect(abs(restingHeight(rounding: 2, angle: 0) - restingHeight(rounding: 0, angle: 0)) < 0.01)
        // On a corner, the rounded corner's lowest point is the inset corner plus the rounding.
        let sharpCorner = 25 * 2.0.squareRoot()
        let roundedCorner = 23 * 2.0.squareRoot() + 2
        #expect(abs(restingHeight(rounding: 0, angle: .pi / 4) - (100 - sharpCorner)) < 0.2)
        #expect(abs(restingHeight(rounding: 2, angle: .pi / 4) - (100 - roundedCorner)) < 0.2)
    }

    @Test func theContactFilterKeepsBodiesApart() {
        let world = PhysicsWorld()
        world.contactFilter = { _, _ in false }
        let body = world.addBody(shapes: [.ellipse(width: 20, height: 20, center: .zero)], massPerArea: 1, at: .zero)
        world.addBoundary(segments: [([-100, 20], [100, 20])])
        for _ in 0..<240 {
            body.applyForce([0, 1000 * body.mass])
            world.step(1.0 / 240)
        }
        #expect(body.position.y > 400)
        #expect(world.takeContactEvents().isEmpty)
    }

    @Test func dampingFollowsBox2DsRule() {
        let world = PhysicsWorld()
        let body = world.addBody(shapes: [.box(width: 10, height: 10, center: .zero)], massPerArea: 1, at: .zero)
        body.linearDamping = 2
        body.velocity = [100, 0]
        world.step(0.01)
        #expect(abs(body.velocity.x - 100 / 1.02) < 1e-9)
    }
}

@Suite struct PhysicsBodyForceTests {
    @Test func forcesAndImpulsesAreInTheWorldFrameWhateverTheBodysAngle() {
        let world = PhysicsWorld()
        let body = world.addBody(shapes: [.box(width: 100, height: 100, center: .zero)], massPerArea: 1e-4, at: .zero)
        body.angle = 1
        body.applyImpulse([0, 10])
        #expect(abs(body.velocity.x) < 1e-12 && abs(body.velocity.y - 10) < 1e-12)
        body.applyForce([0, 240])
        world.step(1.0 / 240)
        #expect(abs(body.velocity.x) < 1e-12 && abs(body.velocity.y - 11) < 1e-12)
        // At a point of the body: the point's offset turns with the body (here: to the body's right of its centre,
        // which after a quarter turn is below it), so a push to the right spins it.
        body.angle = .pi / 2
        body.applyImpulse([10, 0], atLocalPoint: [50, 0])
        #expect(body.angularVelocity < 0)
    }
}
