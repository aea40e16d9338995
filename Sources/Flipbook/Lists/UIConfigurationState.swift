import Foundation

/// The state a configuration is updated for (``UIContentConfiguration/updated(for:)``), as UIKit's
/// `UIConfigurationState`.
public protocol UIConfigurationState: Sendable {
    /// A state in the given trait environment.
    init(traitCollection: UITraitCollection)
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
}

/// The state of a list cell (table or collection view cell), as UIKit's `UICellConfigurationState`:
/// selected, highlighted, disabled, editing and so on. Cells pass it to their content and background
/// configurations' `updated(for:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// The cell is selected.
    public var isSelected = false
    /// A finger is down on the cell.
    public var isHighlighted = false
    /// The cell does not accept interaction.
    public var isDisabled = false
    /// The cell has focus (never in Flipbook: it has no focus engine).
    public var isFocused = false
    /// The table or collection view is editing.
    public var isEditing = false
    /// The cell is swiped to show its actions.
    public var isSwiped = false
    /// The cell's outline item is expanded.
    public var isExpanded = false
    /// The cell is being reordered.
    public var isReordering = false

    /// A default state (nothing selected or highlighted) in the given trait environment.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Compares every flag (trait collections by identity).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection === rhs.traitCollection && lhs.flags == rhs.flags
    }

    /// Hashes the flags.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(flags)
    }

    private var flags: [Bool] {
        [isSelected, isHighlighted, isDisabled, isFocused, isEditing, isSwiped, isExpanded, isReordering]
    }
}
