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

    /// The time, in whole milliseconds, of the frame golden `fileName` of `name` — the inverse of
    /// ``frameName(_:at:)`` plus `.png`: `push-basic.t0250ms.png` → 250. Nil when the file is not a frame
    /// golden of `name` (another name, no time tag, a tag with fewer than four digits or other characters).
    public static func milliseconds(ofFrameFile fileName: String, named name: String) -> Int? {
        let prefix = name + ".t"
        let suffix = "ms.png"
        guard fileName.hasPrefix(prefix), fileName.hasSuffix(suffix),
            fileName.count >= prefix.count + 4 + suffix.count
        else { return nil }
        let digits = fileName.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(digits)
    }

    /// The times, in milliseconds and ascending, of the frame goldens of `name` in `folder` (none when
    /// the folder cannot be read).
    public static func recordedMilliseconds(of name: String, in folder: URL) -> [Int] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.compactMap { milliseconds(ofFrameFile: $0, named: name) }.sorted()
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
