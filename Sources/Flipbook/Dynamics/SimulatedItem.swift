import Foundation
import RigidBodyPhysics

/// One body of a ``DynamicsSimulation`` and the items it moves: the item itself, or every member of a
/// ``UIDynamicItemGroup`` at its offset from the group's centre of mass.
@MainActor
final class SimulatedItem {
    /// The item added to the behaviours (a view, your own item, or a group).
    let item: UIDynamicItem
    /// The items the body moves, with their centres' offsets in the body's frame and their angles relative to
    /// the body's.
    let members: [(item: UIDynamicItem, offset: PhysicsVector, angle: Double)]
    /// The body.
    let body: PhysicsBody
    /// Whether the item is a group (its members and the group itself are written).
    private let isGroup: Bool
    /// Whether every item written (the group too) is exactly of one of Flipbook's classes, whose `center` and
    /// `transform` setters only store (``StoringItemClasses``); an app's subclass may override them to watch
    /// every step.
    let writesOnlyFlipbookClasses: Bool
    private var material = ItemMaterial()
    private var hasMaterial = false

    /// Reads `item` (or a group's members) and adds its body to `world`.
    init(item: UIDynamicItem, world: PhysicsWorld) {
        self.item = item
        let parts = (item as? UIDynamicItemGroup)?.items.filter { !($0 is UIDynamicItemGroup) } ?? [item]
        let areas = parts.map { max(Double($0.bounds.width * $0.bounds.height), 0) }
        let totalArea = areas.reduce(0, +)
        var center = PhysicsVector.zero
        for (part, area) in zip(parts, areas) {
            center += part.center.physics * (totalArea > 0 ? area / totalArea : 1 / Double(parts.count))
        }
        if parts.isEmpty || !center.isFinite { center = item.center.physics.isFinite ? item.center.physics : .zero }
        let single = parts.count == 1 && parts[0] === item
        let bodyAngle = single ? item.transform.rotationAngle : 0
        members = parts.map { part in
            (part, single ? .zero : part.center.physics - center, single ? 0 : part.transform.rotationAngle)
        }
        isGroup = !single
        writesOnlyFlipbookClasses = ([item] + parts).allSatisfy(StoringItemClasses.contains)
        let shapes = members.map { Self.outline(of: $0.item, offset: $0.offset, angle: $0.angle) }
        body = world.addBody(
            shapes: shapes, massPerArea: 1 / DynamicsSimulation.areaPerUnitDensityMass, at: center)
        body.angle = bodyAngle
    }

    /// The item's collision outline in body coordinates: its bounds, their ellipse, or its path's convex hull,
    /// turned by `angle` and moved by `offset`.
    static func outline(of item: UIDynamicItem, offset: PhysicsVector, angle: Double) -> ShapeGeometry {
        let (width, height) = (Double(item.bounds.width), Double(item.bounds.height))
        switch item.collisionBoundsType {
        case .rectangle where angle == 0:
            return .box(width: width, height: height, center: offset)
        case .ellipse where angle == 0 || width == height:
            return .ellipse(width: width, height: height, center: offset)
        case .path:
            let points = flattened(item.collisionBoundingPath.cgPath)
            return .convexHull(points.map { $0.rotated(by: angle) + offset })
        case .rectangle, .ellipse:
            let corners: [PhysicsVector] = [
                [-width / 2, -height / 2], [width / 2, -height / 2], [width / 2, height / 2],
                [-width / 2, height / 2],
            ]
            return .convexHull(corners.map { $0.rotated(by: angle) + offset })
        }
    }

    /// The points of a path with its curves sampled (8 points a curve).
    private static func flattened(_ path: CGPath) -> [PhysicsVector] {
        var points: [PhysicsVector] = []
        var current = PhysicsVector.zero
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint, .addLineToPoint:
                current = e.points[0].physics
                points.append(current)
            case .addQuadCurveToPoint:
                let (c, end) = (e.points[0].physics, e.points[1].physics)
                for i in 1...8 {
                    let t = Double(i) / 8
                    points.append(current * ((1 - t) * (1 - t)) + c * (2 * t * (1 - t)) + end * (t * t))
                }
                current = end
            case .addCurveToPoint:
                let (c1, c2, end) = (e.points[0].physics, e.points[1].physics, e.points[2].physics)
                for i in 1...8 {
                    let t = Double(i) / 8
                    let u = 1 - t
                    points.append(
                        current * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + end * (t * t * t))
                }
                current = end
            case .closeSubpath:
                break
            }
        }
        return points
    }

    /// Applies an item behaviour's materials (only what changed).
    func apply(_ newMaterial: ItemMaterial, in world: PhysicsWorld) {
        defer { (material, hasMaterial) = (newMaterial, true) }
        if !hasMaterial || newMaterial.density != material.density {
            world.setMassPerArea(newMaterial.density / DynamicsSimulation.areaPerUnitDensityMass, of: body)
        }
        body.elasticity = newMaterial.elasticity
        body.friction = newMaterial.friction
        body.linearDamping = newMaterial.resistance
        body.angularDamping = newMaterial.angularResistance
        body.isAnchored = newMaterial.isAnchored
        body.allowsRotation = newMaterial.allowsRotation
    }

    /// The item's charge (for electric and magnetic fields).
    var charge: Double { material.charge }

    /// Takes the item's (or the group members' mean) current centre and rotation as the body's.
    func readState() {
        if members.count == 1, members[0].item === item {
            body.position = item.center.physics
            body.angle = item.transform.rotationAngle
        } else if let first = members.first {
            body.angle = first.item.transform.rotationAngle - first.angle
            body.position = first.item.center.physics - first.offset.rotated(by: body.angle)
        }
    }

    /// Writes the body's position and angle to the items (centre, and a rotation transform).
    func writeBack() {
        let (position, angle) = (body.position, body.angle)
        guard isGroup else {
            // The item alone: at the body's position, turned by its angle (no offset to turn).
            item.center = CGPoint(position)
            item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
            return
        }
        for member in members {
            member.item.center = CGPoint(position + member.offset.rotated(by: angle))
            member.item.transform = CGAffineTransform(rotationAngle: CGFloat(angle + member.angle))
        }
        item.center = CGPoint(position)
        item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
    }
}

extension CGAffineTransform {
    /// The rotation part of the transform, in radians.
    var rotationAngle: Double {
        let angle = atan2(Double(b), Double(a))
        return angle.isFinite ? angle : 0
    }
}
