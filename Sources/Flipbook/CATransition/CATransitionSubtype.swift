/// The direction of a layer transition: the edge the motion comes from. `nil` (no subtype) behaves as
/// ``fromLeft``. Effects without a direction (fade, ripple, suck, iris) ignore it.
///
/// An unknown name is kept as given and reported as ``CATransitionError/unknownSubtype(_:)``.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The subtype's name, for example `"fromRight"`.
    public let rawValue: String

    /// A transition subtype by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// The motion starts at the left edge and runs to the right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The motion starts at the right edge and runs to the left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The motion starts at the top edge and runs down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The motion starts at the bottom edge and runs up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// ``CATransitionSubtype/fromLeft`` (the Objective-C spelling).
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// ``CATransitionSubtype/fromRight`` (the Objective-C spelling).
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// ``CATransitionSubtype/fromTop`` (the Objective-C spelling).
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// ``CATransitionSubtype/fromBottom`` (the Objective-C spelling).
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
