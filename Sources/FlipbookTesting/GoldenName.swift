import Foundation

/// Naming rules for golden files: `<suite>/<name>.png`, frames named by virtual time (`push-basic.t0250ms`).
public enum GoldenName {
    /// The time tag of a frame: `t` + whole milliseconds (rounded, at least four digits) + `ms`,
    /// e.g. `0.25` → `t0250ms`, `1.5` → `t1500ms`, `12.3456` → `t12346ms`.
    ///
    /// - Throws: ``GoldenError/invalidFrameTime(_:)`` for negative or non-finite times.
    public static func timeTag(_ time: TimeInterval) throws -> String {
        guard time.isFinite else { throw GoldenError.invalidFrameTime(time) }
        let milliseconds = (time * 1000).rounded()
        guard milliseconds >= 0, milliseconds < 1e12 else { throw GoldenError.invalidFrameTime(time) }
        var digits = String(Int(milliseconds))
        while digits.count < 4 { digits = "0" + digits }
        return "t\(digits)ms"
    }

    /// `name` followed by the frame's time tag, e.g. `push-basic.t0250ms`.
    ///
    /// - Throws: ``GoldenError`` when the name or the time is invalid.
    public static func frameName(_ name: String, at time: TimeInterval) throws -> String {
        try validate(name)
        return "\(name).\(try timeTag(time))"
    }

    /// Checks that `component` can be used as a single file or folder name.
    ///
    /// - Throws: ``GoldenError/invalidName(_:reason:)`` when it is empty, `.`/`..`, starts with a dot,
    ///   or contains a slash, a backslash or a control character.
    public static func validate(_ component: String) throws {
        if component.isEmpty { throw GoldenError.invalidName(component, reason: "it is empty") }
        if component.hasPrefix(".") {
            throw GoldenError.invalidName(component, reason: "it must not start with a dot")
        }
        if component.contains(where: { $0 == "/" || $0 == "\\" }) {
            throw GoldenError.invalidName(component, reason: "it must not contain slashes")
        }
        if component.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw GoldenError.invalidName(component, reason: "it must not contain control characters")
        }
    }
}
