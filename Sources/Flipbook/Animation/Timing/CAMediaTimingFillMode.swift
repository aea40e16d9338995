import Foundation

/// What a timed object shows outside its active duration, as in Core Animation.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string value, as Core Animation spells it (for example `"forwards"`).
    public let rawValue: String

    /// Creates a fill mode from its string value. Unknown values behave like `.removed`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Keeps the final state after the active duration ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial state before the active duration begins (for example during a delay).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `.forwards` and `.backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
