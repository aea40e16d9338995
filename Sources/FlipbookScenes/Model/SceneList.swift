import Raster

/// A list filling a controller's view: a `UITableView` with sections of rows, as settings screens are made.
public struct SceneList: Sendable {
    /// The table's style.
    public var style: SceneListStyle
    /// The sections, top to bottom.
    public var sections: [SceneListSection]
    /// The row shown selected (grey) when the scene starts, e.g. the row a pop returns to.
    public var selected: SceneListIndex?

    /// A list of `sections` in `style`, with `selected` selected.
    public init(style: SceneListStyle = .insetGrouped, sections: [SceneListSection], selected: SceneListIndex? = nil) {
        self.style = style
        self.sections = sections
        self.selected = selected
    }
}

/// `UITableView.Style`, by its Swift name.
public enum SceneListStyle: String, Sendable, CaseIterable {
    /// Full-width rows, sticky headers.
    case plain
    /// White rows on the grey grouped background.
    case grouped
    /// Rounded cards inset from the sides (Settings).
    case insetGrouped
}

/// A row's place: section and row, from 0.
public struct SceneListIndex: Sendable, Hashable {
    /// The section, from 0.
    public var section: Int
    /// The row in the section, from 0.
    public var row: Int

    /// The row `row` of section `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

/// One section of a list: an optional header and footer title and its rows.
public struct SceneListSection: Sendable {
    /// The header title (grouped styles draw it in capitals).
    public var header: String?
    /// The footer text.
    public var footer: String?
    /// The rows.
    public var rows: [SceneListRow]

    /// A section of `rows` with optional titles.
    public init(header: String? = nil, footer: String? = nil, rows: [SceneListRow]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// One row: its text, an optional detail (a value at the trailing edge, or a subtitle), an icon and an
/// accessory.
public struct SceneListRow: Sendable {
    /// The row's text.
    public var text: String
    /// A value at the trailing edge (or, with ``subtitle``, a line below the text).
    public var detail: String?
    /// Draw ``detail`` below the text instead of at the trailing edge.
    public var subtitle: Bool
    /// An SF Symbols name drawn white on the icon square (when the symbol set has it).
    public var symbol: String?
    /// The colour of the rounded icon square at the leading edge (Settings' icons); nil: no square.
    public var iconColor: Color?
    /// The accessory at the trailing edge.
    public var accessory: SceneListAccessory

    /// A row with `text` and the given details.
    public init(
        text: String, detail: String? = nil, subtitle: Bool = false, symbol: String? = nil, iconColor: Color? = nil,
        accessory: SceneListAccessory = .none
    ) {
        self.text = text
        self.detail = detail
        self.subtitle = subtitle
        self.symbol = symbol
        self.iconColor = iconColor
        self.accessory = accessory
    }
}

/// A row's accessory.
public enum SceneListAccessory: Sendable, Hashable {
    /// None.
    case none
    /// A chevron (`disclosureIndicator`).
    case disclosureIndicator
    /// A check mark.
    case checkmark
    /// An info button.
    case detailButton
    /// A switch, on or off (`accessoryView = UISwitch()`).
    case toggle(isOn: Bool)
}
