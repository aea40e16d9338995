import Foundation

/// How much a layout constraint (or a view's content hugging / compression resistance) matters: 1000
/// (``required``) must hold, lower values are preferences traded against each other (see the solver's
/// weights: a priority outweighs many constraints well below it).
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable, Comparable {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting(_:)` fits at.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a drag that can resize the window scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 490: a drag that cannot resize the window scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 500: the window scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The solver's strength for this priority.
    var strength: Strength { Strength(Double(rawValue)) }
}
