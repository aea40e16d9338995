import Foundation

/// A menu: a title and a list of actions and submenus, as UIKit's `UIMenu`. Context menus show one
/// (``UIContextMenuConfiguration``); a submenu shows as one row, an inline submenu (`.displayInline`) as its
/// children set apart by a wider separator.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name for a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu, set apart, rather than behind one row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title is drawn in red (a destructive submenu).
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is `.on` at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of small icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's actions and submenus, in order.
    public let children: [UIMenuElement]

    /// The number of menus made so far, for identifiers that are unique and the same on every run.
    private static var made = 0

    /// A menu of `children` (UIKit's `UIMenu(title:subtitle:image:identifier:options:children:)`; the form
    /// without `subtitle` is the same call). Without an identifier, the menu gets a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        Self.made += 1
        self.identifier = identifier ?? Identifier("com.flipbook.menu.\(Self.made)")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}
