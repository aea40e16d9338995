import Foundation

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`: `.up` points up at
/// the source, so the popover sits below it.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt

    /// A direction set from UIKit's raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The arrow points up: the popover is below the source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above the source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is to the right of the source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is to the left of the source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction (the default of `permittedArrowDirections`).
    public static let any = UIPopoverArrowDirection([.up, .down, .left, .right])
    /// Not known yet: a popover's `arrowDirection` before it is shown, or when it shows without an arrow.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)

    /// The placement directions this set allows, in UIKit's order of preference for ties.
    var placementDirections: [PopoverPlacement.Direction] {
        guard self != .unknown else { return PopoverPlacement.Direction.allCases }
        var directions: [PopoverPlacement.Direction] = []
        if contains(.up) { directions.append(.up) }
        if contains(.down) { directions.append(.down) }
        if contains(.left) { directions.append(.left) }
        if contains(.right) { directions.append(.right) }
        return directions
    }

    /// The direction of a placement's arrow (`.unknown` without one).
    init(_ direction: PopoverPlacement.Direction?) {
        switch direction {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case nil: self = .unknown
        }
    }
}
