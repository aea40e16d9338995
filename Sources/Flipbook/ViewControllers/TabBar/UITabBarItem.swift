import Foundation

/// The item a view controller shows in a tab bar: a title and an optional image.
@preconcurrency @MainActor
public final class UITabBarItem: NSObject {
    /// The item's title (the view controller's `title` when not set).
    public var title: String?
    /// The item's icon; without one the tab bar draws a rounded square.
    public var image: UIImage?
    /// An application-defined number.
    public var tag: Int

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }
}
