import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UICollisionBehaviorTests {
    @Test func itemsLandOnTheReferenceBoundsAndTheDelegateHearsIt() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 100)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let log = DynamicsDelegateLog(clock: stage.world.clock)
            let collision = UICollisionBehavior(items: stage.items)
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = log
            animator.addBehavior(UIGravityBehavior(items: stage.items))
            animator.addBehavior(collision)
            stage.world.clock.advance(to: 2)
            #expect(abs(stage.items[0].center.y - 750) < 0.5)
            #expect(log.events == ["began nil y=800"])
            animator.removeBehavior(collision)
            #expect(log.events == ["began nil y=800", "ended nil"])
        }
    }

    @Test func boundariesByIdentifierAndTheirModes() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 100)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let log = DynamicsDelegateLog(clock: stage.world.clock)
            let collision = UICollisionBehavior(items: stage.items)
            collision.collisionDelegate = log
            collision.addBoundary(
                withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
            #expect(collision.boundaryIdentifiers?.count == 1)
            #expect(collision.boundary(withIdentifier: "shelf" as NSCopying) != nil)
            animator.addBehavior(UIGravityBehavior(items: stage.items))
            animator.addBehavior(collision)
            stage.world.clock.advance(to: 1)
            #expect(abs(stage.items[0].center.y - 350) < 0.5)
            #expect(log.events == ["began shelf y=400"])
            collision.collisionMode = .items
            collision.removeAllBoundaries()
            #expect(collision.boundaryIdentifiers == nil)
            stage.world.clock.advance(to: 1.5)
            #expect(stage.items[0].center.y > 400)
        }
    }

    @Test func itemsOutsideAShareCollisionBehaviourPassThroughEachOther() {
        let stage = DynamicsStage(centers: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 400)])
        stage.world.run {
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            animator.addBehavior(UIGravityBehavior(items: [stage.items[0]]))
            let anchored = UIDynamicItemBehavior(items: [stage.items[1]])
            anchored.isAnchored = true
            animator.addBehavior(anchored)
            animator.addBehavior(UICollisionBehavior(items: [stage.items[0]]))
            stage.world.clock.advance(to: 1)
            #expect(stage.items[0].center.y > 500)
        }
    }

    @Test func elasticCollisionsConserveEnergyAndMomentum() {
        // Two equal discs, elasticity 1, no friction or rotation: a head-on collision swaps their velocities.
        let stage = DynamicsStage(side: 60, centers: [CGPoint(x: 60, y: 400), CGPoint(x: 260, y: 400)])
        final class Disc: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }
        stage.world.run {
            let discs = stage.items.map { view -> Disc in
                let disc = Disc(frame: view.frame)
                stage.reference.addSubview(disc)
                return disc
            }
            let animator = UIDynamicAnimator(referenceView: stage.reference)
            let material = UIDynamicItemBehavior(items: discs)
            material.elasticity = 1
            material.allowsRotation = false
            material.addLinearVelocity(CGPoint(x: 400, y: 0), for: discs[0])
            animator.addBehavior(material)
            animator.addBehavior(UICollisionBehavior(items: discs))
            @MainActor func energy() -> Double {
                discs.reduce(0) { sum, disc in
                    let v = material.linearVelocity(for: disc)
                    return sum + 0.36 * Double(v.x * v.x + v.y * v.y) / 2 // mass 0.36: 60 × 60 points at density 1
                }
            }
            stage.world.clock.advance(to: 0.05)
            let before = energy()
            #expect(abs(before - 0.36 * 400 * 400 / 2) < 1e-6)
            stage.world.clock.advance(to: 1)
            let after = energy()
            // Stated tolerance: 1% of the kinetic energy.
            #expect(abs(after - before) / before < 0.01, "before \(before), after \(after)")
            #expect(abs(material.linearVelocity(for: discs[0]).x) < 4)
            #expect(abs(material.linearVelocity(for: discs[1]).x - 400) < 4)
            let momentum = discs.reduce(0) { $0 + material.linearVelocity(for: $1).x }
            #expect(abs(momentum - 400) < 1e-6)
        }
    }
}
