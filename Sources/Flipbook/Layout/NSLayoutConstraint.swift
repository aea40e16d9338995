import Foundation

/// A relation between two layout attributes, `first = multiplier × second + constant` (or `<=`, `>=`),
/// solved by the window's Auto Layout engine when active. Inactive constraints do nothing.
///
/// Build them with anchors (`a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8)`) or the classic
/// initializer, then ``activate(_:)`` them. A required constraint that conflicts with the others is
/// reported like UIKit's "Unable to simultaneously satisfy constraints" log (see ``LayoutDiagnostics``)
/// and left out of the solution, never a crash.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// One side of the relation.
    struct Reference {
        weak var item: AnyObject?
        let attribute: Attribute

        var layoutItem: LayoutItem? { item as? LayoutItem }
    }

    let first: Reference
    let second: Reference?

    /// The solver's copy while active and satisfied (nil when inactive or broken).
    var solverConstraint: SolverConstraint?
    /// The view the constraint is installed on while active (the items' nearest common ancestor).
    weak var installedView: UIView?

    /// How the first attribute relates to the second.
    public let relation: Relation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// Added to the second attribute (after the multiplier). Changing it on an active constraint re-solves
    /// the layout incrementally; the views move at the next layout pass (inside `UIView.animate`, a
    /// `layoutIfNeeded()` animates them there).
    open var constant: CGFloat {
        get { storedConstant }
        set {
            storedConstant = newValue
            LayoutEngine.current.constantChanged(self)
        }
    }
    private var storedConstant: CGFloat

    /// How much the constraint matters (default ``UILayoutPriority/required``). An active constraint
    /// cannot change between required and optional (as in UIKit; the change is reported and ignored).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if isActive, (newValue == .required) != (storedPriority == .required) {
                LayoutDiagnostics.current.report(
                    .invalidConstraint,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported: \(self) keeps priority \(SolverFormat.number(Double(storedPriority.rawValue)))")
                return
            }
            storedPriority = newValue
            LayoutEngine.current.priorityChanged(self)
        }
    }
    private var storedPriority = UILayoutPriority.required

    /// A name for the constraint in descriptions and logs.
    open var identifier: String?

    /// Kept for source compatibility with UIKit; Flipbook has no archives.
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Activating installs it on the items' nearest common
    /// ancestor (reported and left inactive when they have none).
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { LayoutEngine.current.activate(self) } else { LayoutEngine.current.deactivate(self) }
        }
    }

    init(first: Reference, relation: Relation, second: Reference?, multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        storedConstant = constant
        super.init()
    }

    /// The classic form: `view1.attr1 relation multiplier × view2.attr2 + c`. `view1` and `view2` are views
    /// or layout guides; `view2` is nil (with `.notAnAttribute`) for a constant size.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let second = view2.map { Reference(item: $0 as AnyObject, attribute: attr2) }
        self.init(
            first: Reference(item: view1 as AnyObject, attribute: attr1), relation: relation,
            second: attr2 == .notAnAttribute ? nil : second, multiplier: multiplier, constant: c)
    }

    /// The first item (a view or layout guide).
    open var firstItem: AnyObject? { first.item }
    /// The second item, nil for a constant size.
    open var secondItem: AnyObject? { second?.item }
    /// The first item's attribute.
    open var firstAttribute: Attribute { first.attribute }
    /// The second item's attribute (`.notAnAttribute` for a constant size).
    open var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// The first item's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(reference: first) }
    /// The second item's anchor, nil for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor(reference: $0) } }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Reads like UIKit's: `<NSLayoutConstraint 'id' UIView(sheet).height == 0.5×UIView.height + 20 (active)>`
    /// (items by type and accessibility identifier or tag, never by address, so logs are the same on every run).
    open override var description: String {
        // NSObject's `description` is nonisolated; like every member, it is for the main actor only.
        MainActor.assumeIsolated { layoutDescription }
    }

    private var layoutDescription: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(of: first)) \(relation.symbol) "
        var right: [String] = []
        if let second {
            right.append((multiplier == 1 ? "" : "\(SolverFormat.number(Double(multiplier)))×") + Self.name(of: second))
        }
        if constant != 0 || second == nil {
            let magnitude = SolverFormat.number(Double(second == nil ? constant : abs(constant)))
            right.append(second == nil ? magnitude : (constant < 0 ? "- " : "+ ") + magnitude)
        }
        text += right.joined(separator: " ")
        if priority != .required { text += " @\(SolverFormat.number(Double(priority.rawValue)))" }
        return text + (isActive ? " (active)>" : ">")
    }

    private static func name(of reference: Reference) -> String {
        "\(reference.layoutItem?.layoutName ?? "nil").\(reference.attribute.name)"
    }
}
