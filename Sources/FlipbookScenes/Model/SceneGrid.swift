import Raster

/// A view's `grid:`: a collection view (flow layout, diffable data source) of items in sections, with
/// optional section titles as headers. Items sit `columns` to a line.
public struct SceneGrid: Sendable {
    /// Items per line (at least 1).
    public var columns: Int
    /// The gap between items and between lines, in points.
    public var spacing: Double
    /// The margin around each section's items, in points.
    public var inset: Double
    /// Each item's height in points; nil makes items square.
    public var itemHeight: Double?
    /// Each item's corner radius in points.
    public var cornerRadius: Double
    /// The sections, in order.
    public var sections: [SceneGridSection]
    /// The item selected when the scene starts (its position counting through all sections), if any.
    public var selected: Int?

    /// A grid of `sections`, `columns` items to a line.
    public init(
        columns: Int = 3, spacing: Double = 2, inset: Double = 0, itemHeight: Double? = nil,
        cornerRadius: Double = 0, sections: [SceneGridSection], selected: Int? = nil
    ) {
        self.columns = columns
        self.spacing = spacing
        self.inset = inset
        self.itemHeight = itemHeight
        self.cornerRadius = cornerRadius
        self.sections = sections
        self.selected = selected
    }

    /// Every item, section by section.
    public var allItems: [SceneGridItem] { sections.flatMap(\.items) }
}

/// One section of a ``SceneGrid``: an optional title (drawn as a header) and items, either in the grid's
/// lines or, with ``scroll``, in one row of cards that scrolls sideways on its own (a compositional layout's
/// orthogonally scrolling section).
public struct SceneGridSection: Sendable {
    /// The header's text; nil: no header.
    public var title: String?
    /// The items, in order.
    public var items: [SceneGridItem]
    /// How the section's row scrolls sideways and settles; nil: the items fill the grid's lines.
    public var scroll: SceneGridScroll?
    /// A scrolling row's card width, as a fraction of the width inside the insets (default 0.85).
    public var itemWidth: Double?

    /// A section of `items` titled `title`, scrolling sideways as `scroll` says (nil: in lines).
    public init(title: String? = nil, items: [SceneGridItem], scroll: SceneGridScroll? = nil, itemWidth: Double? = nil)
    {
        self.title = title
        self.items = items
        self.scroll = scroll
        self.itemWidth = itemWidth
    }
}

/// How a ``SceneGridSection`` row scrolls sideways: UIKit's orthogonal scrolling behaviours by name.
public enum SceneGridScroll: String, Sendable, CaseIterable {
    /// Scrolls freely.
    case continuous
    /// Scrolls freely and stops at a card's leading edge.
    case continuousGroupLeadingBoundary
    /// Moves a screen width at a time.
    case paging
    /// Moves one card at a time.
    case groupPaging
    /// Moves one card at a time, centring it.
    case groupPagingCentered
}

/// One item of a ``SceneGrid``: a colour, an image filling it (aspect fill) and a caption, each optional.
public struct SceneGridItem: Sendable {
    /// The cell's background colour.
    public var color: Color?
    /// A photo filling the cell.
    public var image: SceneImage?
    /// A caption at the cell's bottom.
    public var text: String?

    /// An item with the given content.
    public init(color: Color? = nil, image: SceneImage? = nil, text: String? = nil) {
        self.color = color
        self.image = image
        self.text = text
    }
}
