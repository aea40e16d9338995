/// Numbers for snapshot text: rounded to a fixed number of decimals, trailing zeros dropped (`120`,
/// `120.5`, `0.25`), never `-0`, independent of the locale.
enum TextNumber {
    /// `value` rounded to `places` decimals, e.g. `format(119.996, places: 2)` is `120`.
    static func format(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return "\(value)" }
        let units = Int(scaled)
        let whole = units / Int(scale)
        var fraction = String(units % Int(scale))
        while fraction.count < places { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && units > 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// `seconds` as whole or tenth milliseconds: `0 ms`, `16.7 ms`, `250 ms`.
    static func milliseconds(_ seconds: Double) -> String { format(seconds * 1000, places: 1) + " ms" }
}
