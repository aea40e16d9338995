/// The kind of a layer transition: one of the four public effects, or one of the effects that Apple
/// platforms keep private but accept by name (see the private-type constants).
///
/// Encodes as its name (a plain string), so scene files can spell types as in UIKit code. An unknown
/// name is kept as given and reported as ``CATransitionError/unknownType(_:)`` when the
/// transition is resolved, never silently replaced by a fade.
public struct CATransitionType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The type's name, for example `"push"` or `"cube"`.
    public let rawValue: String

    /// A transition type by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// The new content fades in over the old (cross-dissolve). Ignores the subtype.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old, which stays in place.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old content out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away and reveals the new content beneath it.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The fade transition, ``CATransitionType/fade`` (the Objective-C spelling).
public let kCATransitionFade = CATransitionType.fade
/// The move-in transition, ``CATransitionType/moveIn`` (the Objective-C spelling).
public let kCATransitionMoveIn = CATransitionType.moveIn
/// The push transition, ``CATransitionType/push`` (the Objective-C spelling).
public let kCATransitionPush = CATransitionType.push
/// The reveal transition, ``CATransitionType/reveal`` (the Objective-C spelling).
public let kCATransitionReveal = CATransitionType.reveal
