import Foundation

/// The kind of device an interface runs on, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone-sized interface (Flipbook's screens are phones).
    case phone = 0
    /// An iPad-sized interface.
    case pad = 1
    /// A TV interface.
    case tv = 2
    /// A CarPlay interface.
    case carPlay = 3
    /// A Mac interface.
    case mac = 5
}

/// A coarse width or height class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Constrained space (an iPhone's width in portrait).
    case compact = 1
    /// Ample space.
    case regular = 2
}

/// The traits of a view's environment, as UIKit's `UITraitCollection` (the subset animator code reads).
public final class UITraitCollection: Sendable {
    /// The device kind.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point.
    public let displayScale: CGFloat
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// A trait collection with the given traits.
    public init(
        userInterfaceIdiom: UIUserInterfaceIdiom = .phone, displayScale: CGFloat = 3,
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
        verticalSizeClass: UIUserInterfaceSizeClass = .regular
    ) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

extension UIScreen {
    /// The screen's traits: a phone at the screen's scale, compact width, and regular height unless the
    /// screen is wider than tall (iPhone landscape).
    public var traitCollection: UITraitCollection {
        UITraitCollection(
            userInterfaceIdiom: .phone, displayScale: scale, horizontalSizeClass: .compact,
            verticalSizeClass: bounds.width > bounds.height ? .compact : .regular)
    }
}
