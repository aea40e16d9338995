import CChipmunk

/// A 2D vector in the physics world's units (for UIKit Dynamics: points, points/s, points/s²).
public typealias PhysicsVector = SIMD2<Double>

extension PhysicsVector {
    /// The vector's Euclidean length.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The vector turned by `angle` radians (positive turns +x towards +y).
    public func rotated(by angle: Double) -> PhysicsVector {
        let (s, c) = (sin(angle), cos(angle))
        return PhysicsVector(x * c - y * s, x * s + y * c)
    }

    /// Whether both components are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The vector as Chipmunk's `cpVect`.
    var cp: cpVect { cpVect(x: x, y: y) }

    /// A vector from Chipmunk's `cpVect`.
    init(_ v: cpVect) { self.init(v.x, v.y) }
}
