import Foundation

/// Where Auto Layout reports problems. UIKit logs them to the console and carries on; so does Flipbook:
/// each issue is written to standard error (prefixed "Flipbook:"), kept in ``issues`` for tests and
/// passed to ``handler``. Nothing throws and nothing crashes; a broken constraint is left out of the
/// solution.
@preconcurrency @MainActor
public final class LayoutDiagnostics {
    /// The sink of the current world (``World/current``).
    public static var shared: LayoutDiagnostics { World.current.layoutDiagnostics }
    static var current: LayoutDiagnostics { shared }

    /// Issues reported since the last ``takeIssues()`` / ``reset()``, oldest first.
    public private(set) var issues: [LayoutIssue] = []
    /// Called with every issue after it was appended to ``issues``. Default: none.
    public var handler: ((LayoutIssue) -> Void)?
    /// Whether issues are also written to standard error, as UIKit logs them. Default `true`.
    public var logsToStandardError = true

    /// An empty sink (use ``shared``).
    public nonisolated init() {}

    /// Returns the issues and clears them.
    public func takeIssues() -> [LayoutIssue] {
        defer { issues.removeAll() }
        return issues
    }

    /// Clears the issues, removes the handler and logs to standard error again.
    public func reset() {
        issues.removeAll()
        handler = nil
        logsToStandardError = true
    }

    func report(_ kind: LayoutIssue.Kind, _ message: String, constraint: NSLayoutConstraint? = nil) {
        let issue = LayoutIssue(kind: kind, message: message, constraintDescription: constraint?.description)
        issues.append(issue)
        if logsToStandardError { flipbookWarning(message) }
        handler?(issue)
    }
}

/// One Auto Layout problem, worded as UIKit logs it.
public struct LayoutIssue: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable {
        /// A required constraint conflicts with others; it was broken (left out of the solution).
        case unsatisfiable
        /// A constraint's items are in different view hierarchies; it was not activated.
        case noCommonAncestor
        /// A constraint cannot be used as made (mixed axes, a gone item, a required/optional priority
        /// change on an active constraint); it was not activated or not changed.
        case invalidConstraint
        /// A visual format string could not be parsed or used (`constraints(withVisualFormat:…)` returned no
        /// constraints); the message shows the format with a caret under the mistake.
        case invalidVisualFormat
        /// A view's layout kept invalidating itself and asking to be laid out again (a layout feedback loop, as
        /// UIKit's feedback-loop debugger reports); Flipbook stopped after a fixed number of passes.
        case layoutFeedbackLoop
    }

    /// What went wrong.
    public let kind: Kind
    /// The log message (for ``Kind/unsatisfiable``, UIKit's "Unable to simultaneously satisfy constraints"
    /// text with the related constraints and the one broken).
    public let message: String
    /// The description of the constraint concerned (the broken one for ``Kind/unsatisfiable``).
    public let constraintDescription: String?

    public var description: String { message }
}
