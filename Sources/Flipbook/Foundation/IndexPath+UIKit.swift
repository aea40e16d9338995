import Foundation

// UIKit's additions to `IndexPath` (Foundation on Linux lacks them): a two-index path of a section and an item
// (collection views) or a row (table views).
extension IndexPath {
    /// The path of `item` in `section`, for collection views.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The path of `row` in `section`, for table views.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row in the section (the same index as ``item``).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
