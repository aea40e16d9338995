import Foundation

/// Names the two view controllers of a transition in `UIViewControllerContextTransitioning.viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, as UIKit spells it (`UITransitionContextFromViewControllerKey`, …).
    public let rawValue: String

    /// A key with the given string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view controller that is on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller that is on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a transition in `UIViewControllerContextTransitioning.view(forKey:)`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, as UIKit spells it (`UITransitionContextFromViewKey`, …).
    public let rawValue: String

    /// A key with the given string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view that is leaving (the from view controller's view), when the animator may touch it.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that is arriving (the to view controller's view), when the animator may touch it.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// UIKit's Objective-C name for `UITransitionContextViewControllerKey.from`.
public let UITransitionContextFromViewControllerKey = UITransitionContextViewControllerKey.from
/// UIKit's Objective-C name for `UITransitionContextViewControllerKey.to`.
public let UITransitionContextToViewControllerKey = UITransitionContextViewControllerKey.to
/// UIKit's Objective-C name for `UITransitionContextViewKey.from`.
public let UITransitionContextFromViewKey = UITransitionContextViewKey.from
/// UIKit's Objective-C name for `UITransitionContextViewKey.to`.
public let UITransitionContextToViewKey = UITransitionContextViewKey.to
