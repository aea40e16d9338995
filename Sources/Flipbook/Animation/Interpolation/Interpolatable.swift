import Foundation

/// A value Core Animation can animate: it interpolates, adds (for additive, cumulative and `byValue`
/// animations) and measures distance (for paced keyframes).
///
/// Flipbook conforms the numeric types, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform`
/// and colours. Animations hold values as `Any`, as Core Animation does; ``AnimatableValue`` converts between
/// the two.
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `other` (fractions outside 0...1 extrapolate, which
    /// springs and overshooting curves need).
    func interpolated(to other: Self, fraction: Double) -> Self
    /// `self + other` (for transforms, `other` applied after `self`).
    func adding(_ other: Self) -> Self
    /// `self − other`, the inverse of ``adding(_:)``.
    func subtracting(_ other: Self) -> Self
    /// A non-negative distance between `self` and `other`, used to pace keyframes evenly.
    func distance(to other: Self) -> Double
    /// `self` added to itself `count` times (for cumulative repeats); 0 gives the additive identity.
    func scaled(by count: Int) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation.
    public func interpolated(to other: Double, fraction: Double) -> Double { self + (other - self) * fraction }
    /// Sum.
    public func adding(_ other: Double) -> Double { self + other }
    /// Difference.
    public func subtracting(_ other: Double) -> Double { self - other }
    /// Absolute difference.
    public func distance(to other: Double) -> Double { abs(other - self) }
    /// Product with `count`.
    public func scaled(by count: Int) -> Double { self * Double(count) }
}

extension CGFloat: Interpolatable {
    /// Linear interpolation.
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat { self + (other - self) * fraction }
    /// Sum.
    public func adding(_ other: CGFloat) -> CGFloat { self + other }
    /// Difference.
    public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    /// Absolute difference.
    public func distance(to other: CGFloat) -> Double { Double(Swift.abs(other - self)) }
    /// Product with `count`.
    public func scaled(by count: Int) -> CGFloat { self * CGFloat(count) }
}

extension Float: Interpolatable {
    /// Linear interpolation (computed in double precision).
    public func interpolated(to other: Float, fraction: Double) -> Float {
        Float(Double(self) + (Double(other) - Double(self)) * fraction)
    }
    /// Sum.
    public func adding(_ other: Float) -> Float { self + other }
    /// Difference.
    public func subtracting(_ other: Float) -> Float { self - other }
    /// Absolute difference.
    public func distance(to other: Float) -> Double { Double(Swift.abs(other - self)) }
    /// Product with `count`.
    public func scaled(by count: Int) -> Float { self * Float(count) }
}

extension CGPoint: Interpolatable {
    /// Component-wise linear interpolation.
    public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
    }
    /// Component-wise sum.
    public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
    /// Component-wise difference.
    public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
    /// Euclidean distance.
    public func distance(to other: CGPoint) -> Double { Double(hypot(other.x - x, other.y - y)) }
    /// Both components times `count`.
    public func scaled(by count: Int) -> CGPoint { CGPoint(x: x * CGFloat(count), y: y * CGFloat(count)) }
}

extension CGSize: Interpolatable {
    /// Component-wise linear interpolation.
    public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
        CGSize(
            width: width.interpolated(to: other.width, fraction: fraction),
            height: height.interpolated(to: other.height, fraction: fraction))
    }
    /// Component-wise sum.
    public func adding(_ other: CGSize) -> CGSize { CGSize(width: width + other.width, height: height + other.height) }
    /// Component-wise difference.
    public func subtracting(_ other: CGSize) -> CGSize {
        CGSize(width: width - other.width, height: height - other.height)
    }
    /// Euclidean distance between the (width, height) pairs.
    public func distance(to other: CGSize) -> Double { Double(hypot(other.width - width, other.height - height)) }
    /// Both components times `count`.
    public func scaled(by count: Int) -> CGSize {
        CGSize(width: width * CGFloat(count), height: height * CGFloat(count))
    }
}

extension CGRect: Interpolatable {
    /// Origin and size interpolated component-wise (the rectangle is not standardized first).
    public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: other.origin, fraction: fraction),
            size: size.interpolated(to: other.size, fraction: fraction))
    }
    /// Origins and sizes added.
    public func adding(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
    /// Origins and sizes subtracted.
    public func subtracting(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    /// Euclidean distance over the four components.
    public func distance(to other: CGRect) -> Double {
        let d = [
            other.origin.x - origin.x, other.origin.y - origin.y,
            other.size.width - size.width, other.size.height - size.height,
        ]
        return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
    }
    /// Origin and size times `count`.
    public func scaled(by count: Int) -> CGRect {
        CGRect(origin: origin.scaled(by: count), size: size.scaled(by: count))
    }
}
