import Foundation

/// Arithmetic on animation values held as `Any`, as Core Animation holds `fromValue`, `toValue`, keyframe
/// values and layer key-path values.
///
/// - Numbers of any kind (`Double`, `CGFloat`, `Float`, `Int`, `NSNumber`) mix freely: they are computed in
///   double precision and returned as `CGFloat`, unless both operands have the same floating-point type.
/// - Other values must both be the same ``Interpolatable`` type; geometry boxed in `NSValue`
///   (`NSValue(cgRect:)`, `NSValue(caTransform3D:)`, …) counts as the plain value.
/// - A missing colour (`nil` `CGColor?`, as an unset `backgroundColor` reads) counts as the other colour with
///   alpha 0, so fading from "no colour" to red stays red while it fades in.
/// Anything else gives nil: the caller leaves the presentation value as it was.
public enum AnimatableValue {
    /// The value `fraction` of the way from `from` to `to`.
    public static func interpolate(_ from: Any?, _ to: Any?, fraction: Double) -> Any? {
        binary(
            from, to, numbers: { $0 + ($1 - $0) * fraction }, values: { $0.interpolatedAny(to: $1, fraction: fraction) }
        )
    }

    /// `a + b`.
    public static func add(_ a: Any?, _ b: Any?) -> Any? {
        binary(a, b, numbers: { $0 + $1 }, values: { $0.addingAny($1) })
    }

    /// `a − b`.
    public static func subtract(_ a: Any?, _ b: Any?) -> Any? {
        binary(a, b, numbers: { $0 - $1 }, values: { $0.subtractingAny($1) })
    }

    /// The distance between `a` and `b`, or nil when they cannot be compared.
    public static func distance(_ a: Any?, _ b: Any?) -> Double? {
        if let x = number(a), let y = number(b) { return abs(y - x) }
        guard let (a, b) = matched(a, b) else { return nil }
        return a.distanceAny(to: b)
    }

    /// `value` added to itself `count` times (for cumulative repeats).
    public static func scale(_ value: Any?, by count: Int) -> Any? {
        if let x = number(value) { return rewrap(x * Double(count), like: value, value) }
        guard let value = unwrap(value) as? any Interpolatable else { return nil }
        return value.scaled(by: count)
    }

    /// The value as a Double, if it is a number.
    static func number(_ value: Any?) -> Double? {
        switch unwrap(value) {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// Strips any level of Optional wrapping hidden inside an `Any`; nil for a wrapped nil. Values are
    /// brought to one type per kind so that they animate into each other: a mutable path becomes an
    /// immutable copy, a list of colours typed `[Any]` becomes `[CGColor]`, a list of numbers `[Double]`.
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let boxed = value as? NSValue, let geometry = boxed.unboxedGeometry { return geometry }
        if let path = value as? CGMutablePath { return path.copy() }
        if let numbers = value as? [NSNumber], !(value is [Double]) { return numbers.map(\.doubleValue) }
        if let list = value as? [Any], !list.isEmpty, !(value is [CGColor]) {
            let colors = list.compactMap { $0 as? CGColor }
            if colors.count == list.count { return colors }
            let numbers = list.compactMap { number($0) }
            if numbers.count == list.count { return numbers }
        }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return unwrap(mirror.children.first?.value)
    }

    private static func binary(
        _ a: Any?, _ b: Any?, numbers: (Double, Double) -> Double,
        values: (any Interpolatable, any Interpolatable) -> Any?
    ) -> Any? {
        if let x = number(a), let y = number(b) { return rewrap(numbers(x, y), like: a, b) }
        guard let (a, b) = matched(a, b) else { return nil }
        return values(a, b)
    }

    /// The result in the operands' common floating-point type, else CGFloat.
    private static func rewrap(_ value: Double, like a: Any?, _ b: Any?) -> Any {
        switch (unwrap(a), unwrap(b)) {
        case (is Double, is Double): return value
        case (is Float, is Float): return Float(value)
        default: return CGFloat(value)
        }
    }

    /// Both operands as the same Interpolatable type, with a missing colour filled in from the other.
    private static func matched(_ a: Any?, _ b: Any?) -> (any Interpolatable, any Interpolatable)? {
        let a = unwrap(a)
        let b = unwrap(b)
        switch (a, b) {
        case (nil, let color as CGColor): return (color.copy(alpha: 0) ?? color, color)
        case (let color as CGColor, nil): return (color, color.copy(alpha: 0) ?? color)
        default: break
        }
        guard let a = a as? any Interpolatable, let b = b as? any Interpolatable, a.isSameType(as: b) else {
            return nil
        }
        return (a, b)
    }
}

extension Interpolatable {
    fileprivate func isSameType(as other: any Interpolatable) -> Bool { other is Self }
    fileprivate func interpolatedAny(to other: any Interpolatable, fraction: Double) -> Any? {
        (other as? Self).map { interpolated(to: $0, fraction: fraction) }
    }
    fileprivate func addingAny(_ other: any Interpolatable) -> Any? { (other as? Self).map { adding($0) } }
    fileprivate func subtractingAny(_ other: any Interpolatable) -> Any? { (other as? Self).map { subtracting($0) } }
    fileprivate func distanceAny(to other: any Interpolatable) -> Double? { (other as? Self).map { distance(to: $0) } }
}
