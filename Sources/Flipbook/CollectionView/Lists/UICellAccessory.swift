import Foundation

/// A standard view on the trailing side of a list cell, as UIKit's `UICellAccessory`: a chevron
/// (``disclosureIndicator(displayed:options:)``), a check mark (``checkmark(displayed:options:)``) or a text
/// label (``label(text:displayed:options:)``).
/// Assign them to ``UICollectionViewListCell/accessories``; they draw as the table view's accessories do.
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

    enum Kind {
        case disclosureIndicator(tint: UIColor?)
        case checkmark(tint: UIColor?)
        case label(String, tint: UIColor?, font: UIFont?)
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

    /// Whether the accessory shows in a list that is (or is not) editing.
    func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// A view drawing the accessory (the table view's drawings for the standard ones).
    func makeView() -> UIView {
        switch kind {
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
