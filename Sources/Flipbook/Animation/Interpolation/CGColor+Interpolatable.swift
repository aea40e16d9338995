import Foundation

extension CGColor: Interpolatable {
    /// Red, green, blue and alpha interpolated linearly (straight alpha, sRGB values).
    public func interpolated(to other: CGColor, fraction f: Double) -> CGColor {
        CGColor(
            red: red.interpolated(to: other.red, fraction: f), green: green.interpolated(to: other.green, fraction: f),
            blue: blue.interpolated(to: other.blue, fraction: f),
            alpha: alpha.interpolated(to: other.alpha, fraction: f))
    }
    /// Component-wise sum.
    public func adding(_ o: CGColor) -> CGColor {
        CGColor(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
    }
    /// Component-wise difference.
    public func subtracting(_ o: CGColor) -> CGColor {
        CGColor(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
    }
    /// Euclidean distance over the four components.
    public func distance(to o: CGColor) -> Double {
        let d = [o.red - red, o.green - green, o.blue - blue, o.alpha - alpha]
        return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
    }
    /// Every component times `count`.
    public func scaled(by count: Int) -> CGColor {
        let k = CGFloat(count)
        return CGColor(red: red * k, green: green * k, blue: blue * k, alpha: alpha * k)
    }
}
