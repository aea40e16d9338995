import Foundation

/// What the ``LayoutEngine`` keeps for one item in the solver: the constraints that pin it (a view that
/// translates its autoresizing mask: to its frame; a system guide: to its owning view's insets), its
/// content hugging / compression resistance around the intrinsic content size and, for a view, its Auto
/// Layout state, which outlives the view so that the constraints installed on it can be taken out of the
/// solver once it is gone.
@MainActor
final class LayoutEntry {
    weak var item: LayoutItem?
    /// The view's Auto Layout state (its installed constraints and unknowns), nil for a guide.
    private let viewState: ViewAutoLayout?
    /// The item's unknowns, kept to drop them from the solver once the item is gone.
    private let variables: LayoutVariables
    /// Required equalities on `minX`, `minY`, `width`, `height`, or none.
    private(set) var pins: [SolverConstraint] = []
    private var pinnedValues: [Double] = []
    /// Hugging (`<=`) and compression resistance (`>=`) constraints per axis with an intrinsic metric.
    private(set) var intrinsicConstraints: [SolverConstraint] = []
    private var intrinsicKey: [Double] = []
    /// Probe-strength preferences holding the solution `exerciseAmbiguity(of:)` moved the item to.
    var ambiguityProbes: [SolverConstraint] = []

    init(item: LayoutItem) {
        self.item = item
        viewState = (item as? UIView)?.autoLayout
        variables = item.layoutVariables
    }

    /// Takes everything the item put into `solver` out of it: its pins, intrinsic-size constraints, the
    /// constraints installed on it (a view's) and its unknowns. For an item that is gone.
    func removeAll(from solver: LayoutSolver) {
        for constraint in pins + intrinsicConstraints + ambiguityProbes { try? solver.remove(constraint) }
        pins = []
        intrinsicConstraints = []
        ambiguityProbes = []
        for constraint in viewState?.constraints ?? [] {
            if let solverConstraint = constraint.solverConstraint, solver.contains(solverConstraint) {
                try? solver.remove(solverConstraint)
            }
            constraint.solverConstraint = nil
        }
        viewState?.constraints = []
        for variable in variables.all { solver.forget(variable) }
    }

    /// Updates the pins and intrinsic-size constraints to the item's current state.
    func synchronize(with solver: LayoutSolver) {
        guard let item else { return }
        let targets = pinTargets(of: item)
        if let targets {
            if pins.isEmpty {
                makePins(for: item, targets: targets, in: solver)
            } else if targets != pinnedValues {
                for (index, pin) in pins.enumerated() where targets[index] != pinnedValues[index] {
                    try? solver.setConstant(-targets[index], of: pin)
                }
                pinnedValues = targets
            }
        } else if !pins.isEmpty {
            for pin in pins { try? solver.remove(pin) }
            pins = []
            pinnedValues = []
        }
        synchronizeIntrinsicSize(of: item, with: solver)
    }

    /// The values the pins hold the item to, nil when the item is free: a view's frame (from its centre and
    /// bounds size, so transforms are kept), a system guide's insets.
    private func pinTargets(of item: LayoutItem) -> [Double]? {
        if let view = item as? UIView {
            guard view.translatesAutoresizingMaskIntoConstraints else { return nil }
            let size = view.bounds.size
            let anchor = view.layer.anchorPoint
            return [
                Double(view.center.x - anchor.x * size.width), Double(view.center.y - anchor.y * size.height),
                Double(size.width), Double(size.height),
            ]
        }
        if let guide = item as? UILayoutGuide, let insets = guide.systemInsets, let owner = guide.owningView {
            let inset = insets(owner)
            return [
                Double(inset.left), Double(inset.top), -Double(inset.left + inset.right),
                -Double(inset.top + inset.bottom),
            ]
        }
        return nil
    }

    /// Pins read `variable - target = 0`; a system guide's size pins `guide.size - owner.size - target = 0`.
    private func makePins(for item: LayoutItem, targets: [Double], in solver: LayoutSolver) {
        let variables = item.layoutVariables.all
        let owner = (item as? UILayoutGuide)?.owningView?.layoutVariables
        for (index, variable) in variables.enumerated() {
            var expression = LinearExpression(variable) + -targets[index]
            if let owner, index >= 2 {
                expression = expression - LinearExpression(index == 2 ? owner.width : owner.height)
            }
            let pin = SolverConstraint(expression, .equal, label: "\(item.layoutName) pin \(variable.name)")
            if (try? solver.add(pin)) != nil { pins.append(pin) }
        }
        pinnedValues = targets
    }

    private func synchronizeIntrinsicSize(of item: LayoutItem, with solver: LayoutSolver) {
        guard let view = item as? UIView, !view.translatesAutoresizingMaskIntoConstraints else {
            removeIntrinsicConstraints(from: solver)
            return
        }
        let size = view.intrinsicContentSize
        let key = [
            Double(size.width), Double(size.height),
            Double(view.contentHuggingPriority(for: .horizontal).rawValue),
            Double(view.contentHuggingPriority(for: .vertical).rawValue),
            Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue),
            Double(view.contentCompressionResistancePriority(for: .vertical).rawValue),
        ]
        guard key != intrinsicKey else { return }
        removeIntrinsicConstraints(from: solver)
        intrinsicKey = key
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let metric = Double(axis == .horizontal ? size.width : size.height)
            guard metric != Double(UIView.noIntrinsicMetric) else { continue }
            let variable = axis == .horizontal ? view.layoutVariables.width : view.layoutVariables.height
            let expression = LinearExpression(variable) + -metric
            let hug = SolverConstraint(
                expression, .lessThanOrEqual, strength: view.contentHuggingPriority(for: axis).strength,
                label: "\(view.layoutName) content hugging")
            let resist = SolverConstraint(
                expression, .greaterThanOrEqual,
                strength: view.contentCompressionResistancePriority(for: axis).strength,
                label: "\(view.layoutName) compression resistance")
            for constraint in [hug, resist] where (try? solver.add(constraint)) != nil {
                intrinsicConstraints.append(constraint)
            }
        }
    }

    private func removeIntrinsicConstraints(from solver: LayoutSolver) {
        for constraint in intrinsicConstraints { try? solver.remove(constraint) }
        intrinsicConstraints = []
        intrinsicKey = []
    }
}
