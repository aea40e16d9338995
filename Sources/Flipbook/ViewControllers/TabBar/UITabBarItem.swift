import Foundation

/// The item a view controller shows in a tab bar: a title and an optional image (a system image is drawn in the
/// tab bar's tint: blue when selected, grey otherwise), with another image for the selected state.
@preconcurrency @MainActor
public final class UITabBarItem: NSObject {
    /// The item's title (the view controller's `title` when not set).
    public var title: String?
    /// The item's icon; without one the tab bar draws a rounded square.
    public var image: UIImage?
    /// The icon while the item is selected (nil: ``image``).
    public var selectedImage: UIImage?
    /// An application-defined number.
    public var tag: Int

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// An item with a title, an image and the image shown while it is selected (tag 0).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }
}
