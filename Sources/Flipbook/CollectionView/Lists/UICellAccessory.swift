import Foundation

/// A standard view on a side of a list cell, as UIKit's `UICellAccessory`: on the trailing side a chevron
/// (``disclosureIndicator(displayed:options:)``), a check mark (``checkmark(displayed:options:)``), a text
/// label (``label(text:displayed:options:)``) or the reorder grip (``reorder(displayed:options:)``); on the
/// leading side the red delete button (``delete(displayed:options:actionHandler:)``) or the selection circle
/// (``multiselect(displayed:options:)``). The last three show only while the collection view is editing, by
/// default. Assign them to ``UICollectionViewListCell/accessories``; they draw as the table view's accessories do.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always = 0
        /// Only while the list is editing.
        case whenEditing = 1
        /// Only while it is not.
        case whenNotEditing = 2
    }

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden (nil: shown).
        public var isHidden: Bool?
        /// Its colour (nil: the tertiary label colour).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Options of a check mark.
    public struct CheckmarkOptions {
        /// Whether it is hidden (nil: shown).
        public var isHidden: Bool?
        /// Its colour (nil: the tint colour).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Options of a text label.
    public struct LabelOptions {
        /// Whether it is hidden (nil: shown).
        public var isHidden: Bool?
        /// Its colour (nil: the secondary label colour).
        public var tintColor: UIColor?
        /// Its font (nil: body).
        public var font: UIFont?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
        }
    }

    /// What a delete, reorder or multiselect accessory does when used.
    public typealias ActionHandler = () -> Void

    /// Options of the delete button.
    public struct DeleteOptions {
        /// Whether it is hidden (nil: shown).
        public var isHidden: Bool?
        /// The minus's colour (nil: white).
        public var tintColor: UIColor?
        /// The circle's colour (nil: the system red).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the reorder grip.
    public struct ReorderOptions {
        /// Whether it is hidden (nil: shown).
        public var isHidden: Bool?
        /// Its colour (nil: the tertiary label colour).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Options of the selection circle.
    public struct MultiselectOptions {
        /// Whether it is hidden (nil: shown).
        public var isHidden: Bool?
        /// The selected circle's colour (nil: the system blue).
        public var tintColor: UIColor?
        /// The colour inside the empty circle (nil: clear).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the outline disclosure chevron.
    public struct OutlineDisclosureOptions {
        /// How the chevron looks.
        public enum Style: Int, Sendable {
            /// A header's chevron in a header cell (a first-item header), else a cell's.
            case automatic = 0
            /// A tinted chevron, as on a section header.
            case header = 1
            /// A grey chevron, as on a row.
            case cell = 2
        }

        /// How the chevron looks (default automatic).
        public var style: Style
        /// Whether it is hidden (nil: shown).
        public var isHidden: Bool?
        /// Its colour (nil: the system blue for the header style, the tertiary label colour for the cell style).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    enum Kind {
        case disclosureIndicator(tint: UIColor?)
        case checkmark(tint: UIColor?)
        case label(String, tint: UIColor?, font: UIFont?)
        case delete(tint: UIColor?, background: UIColor?, action: ActionHandler?)
        case reorder(tint: UIColor?)
        case multiselect(tint: UIColor?, background: UIColor?)
        case outlineDisclosure(style: OutlineDisclosureOptions.Style, tint: UIColor?, action: ActionHandler?)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .disclosureIndicator(tint: options.tintColor), displayed: displayed,
            isHidden: options.isHidden ?? false)
    }

    /// A tinted check mark: the row is chosen.
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .checkmark(tint: options.tintColor), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// A secondary text such as a count or a value.
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .label(text, tint: options.tintColor, font: options.font), displayed: displayed,
            isHidden: options.isHidden ?? false)
    }

    /// The red delete button on the leading side: its `actionHandler` runs when it is tapped.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .delete(tint: options.tintColor, background: options.backgroundColor, action: actionHandler),
            displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// The three grey lines on the trailing side: dragging them moves the item (an interactive movement of its
    /// collection view, which a diffable data source's `reorderingHandlers` allow).
    public static func reorder(
        displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .reorder(tint: options.tintColor), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// The selection circle on the leading side: empty, or filled with a check mark while the cell is selected.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .multiselect(tint: options.tintColor, background: options.backgroundColor), displayed: displayed,
            isHidden: options.isHidden ?? false)
    }

    /// A chevron that points right while the cell's item is collapsed and down while it is expanded, turning as it
    /// changes; a tap runs `actionHandler`, or without one expands or collapses the item in its diffable data
    /// source's hierarchical section snapshot.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .outlineDisclosure(style: options.style, tint: options.tintColor, action: actionHandler),
            displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// Whether the accessory sits on the cell's leading side.
    var isLeading: Bool {
        switch kind {
        case .delete, .multiselect: true
        case .disclosureIndicator, .checkmark, .label, .reorder, .outlineDisclosure: false
        }
    }

    /// Whether the accessory shows in a list that is (or is not) editing.
    func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// A view drawing the accessory (the table view's drawings for the standard ones; the editing accessories'
    /// symbols), for a cell that is `selected` or not, a header or not.
    func makeView(selected: Bool, header: Bool = false) -> UIView {
        switch kind {
        case .outlineDisclosure(let style, let tint, _):
            let headerStyle = style == .header || (style == .automatic && header)
            return Self.symbol("chevron.right", tint: tint ?? (headerStyle ? .systemBlue : .tertiaryLabel), inner: nil)
        case .delete(let tint, let background, _):
            return Self.symbol("minus.circle.fill", tint: background ?? .systemRed, inner: tint ?? .white)
        case .reorder(let tint):
            return Self.symbol("line.3.horizontal", tint: tint ?? .tertiaryLabel, inner: nil)
        case .multiselect(let tint, let background):
            return selected
                ? Self.symbol("checkmark.circle.fill", tint: tint ?? .systemBlue, inner: .white)
                : Self.symbol("circle", tint: .tertiaryLabel, inner: background)
        case .disclosureIndicator(let tint): return Self.tinted(TableAccessoryView(type: .disclosureIndicator), tint)
        case .checkmark(let tint): return Self.tinted(TableAccessoryView(type: .checkmark), tint)
        case .label(let text, let tint, let font):
            let label = UILabel(frame: .zero)
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = tint ?? .secondaryLabel
            label.sizeToFit()
            return label
        }
    }

    /// A 24-point symbol in `tint`, over a circle of `inner` (the colour inside a filled symbol's glyph, or
    /// behind an empty circle) when given.
    private static func symbol(_ name: String, tint: UIColor, inner: UIColor?) -> UIView {
        let side: CGFloat = 24
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        holder.isUserInteractionEnabled = true
        if let inner {
            let disc = UIView(frame: holder.bounds.insetBy(dx: 3, dy: 3))
            disc.backgroundColor = inner
            disc.layer.cornerRadius = (side - 6) / 2
            disc.isUserInteractionEnabled = false
            holder.addSubview(disc)
        }
        let image = UIImageView(image: UIImage(systemName: name))
        image.tintColor = tint
        image.contentMode = .scaleAspectFit
        image.frame = holder.bounds
        image.isUserInteractionEnabled = false
        holder.addSubview(image)
        return holder
    }

    private static func tinted(_ view: TableAccessoryView, _ tint: UIColor?) -> UIView {
        if let tint { view.recolor(tint) }
        return view
    }
}

extension TableAccessoryView {
    /// Redraws the accessory's strokes in `color`.
    fileprivate func recolor(_ color: UIColor) {
        for case let shape as ShapeView in subviews { shape.shape.strokeColor = color.cgColor }
    }
}
