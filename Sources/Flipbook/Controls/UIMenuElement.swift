import Foundation

/// An element of a menu, as UIKit's `UIMenuElement`: the base of ``UIAction`` and ``UIMenu``. Elements carry
/// their title and image for the controls and bar button items that use them and for the context menus a table
/// view shows (see ``UIContextMenuConfiguration``).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves in a menu, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn dimmed and not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the element is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// No mark.
        case off
        /// A check mark.
        case on
        /// A mixed-state mark.
        case mixed
    }

    /// The element's title.
    open var title: String
    /// The element's image.
    open var image: UIImage?
    /// A second line under the title.
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
