import Foundation
import OrderedCollections

/// The Auto Layout engine of one ``World``: every active constraint of every view hierarchy in one
/// incremental ``LayoutSolver`` (hierarchies never share unknowns, so they do not interact).
///
/// Items join the solver when a constraint mentions them. A view that translates its autoresizing mask
/// into constraints is pinned to its current frame, a system guide (safe area, margins) to its owning view,
/// a view with an intrinsic content size hugs and resists around it; ``updateIfNeeded()`` keeps those pins
/// in step with the views before each layout pass, which is also when the solution is read and the
/// superviews of moved views are marked (so activating many constraints costs one pass, not one each),
/// and when items that are gone leave the solver with every constraint that was installed on them.
/// Solved frames reach the views in their superview's `layoutSubviews()`.
@MainActor
final class LayoutEngine {
    /// The engine of ``World/current``.
    static var current: LayoutEngine { World.current.layoutEngine }

    let solver = LayoutSolver()
    private var entries: OrderedDictionary<ObjectIdentifier, LayoutEntry> = [:]
    /// Active constraints the solver refused, retried when other constraints go away or change.
    private var broken: [NSLayoutConstraint] = []
    /// Views that asked for `updateConstraints()` (`setNeedsUpdateConstraints()`), in order.
    private var pendingConstraintUpdates: [WeakView] = []

    nonisolated init() {}

    // MARK: Constraints

    func activate(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView == nil else { return }
        guard let first = resolve(constraint.first) else {
            LayoutDiagnostics.current.report(.invalidConstraint, "\(constraint): its first item is gone; not activated")
            return
        }
        let second = constraint.second.flatMap(resolve)
        if constraint.second != nil, second == nil {
            LayoutDiagnostics.current.report(
                .invalidConstraint, "\(constraint): its second item is gone; not activated")
            return
        }
        if let problem = Self.mismatch(in: constraint) {
            LayoutDiagnostics.current.report(.invalidConstraint, "\(constraint): \(problem); not activated")
            return
        }
        let firstViews = first.item.layoutAncestorViews
        let ancestor =
            second.map { other in
                let otherViews = other.item.layoutAncestorViews
                return firstViews.first { view in otherViews.contains { $0 === view } }
            } ?? firstViews.first
        guard let ancestor else {
            LayoutDiagnostics.current.report(
                .noCommonAncestor,
                "Unable to activate constraint \(constraint): its items have no common ancestor. Does the "
                    + "constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return
        }
        for item in [first.item] + (second.map { [$0.item] } ?? []) { trackChain(from: item, upTo: ancestor) }
        var expression = first.item.layoutExpression(for: first.attribute, in: ancestor)
        if let second {
            expression =
                expression - second.item.layoutExpression(for: second.attribute, in: ancestor)
                * Double(constraint.multiplier)
        }
        constraint.installedView = ancestor
        ancestor.autoLayout.constraints.append(constraint)
        constraint.solverConstraint = SolverConstraint(
            expression + -Double(constraint.constant), constraint.relation.solverRelation,
            strength: constraint.priority.strength, label: constraint.description)
        addToSolver(constraint)
    }

    func deactivate(_ constraint: NSLayoutConstraint) {
        guard let view = constraint.installedView else { return }
        view.autoLayout.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        if let solverConstraint = constraint.solverConstraint, solver.contains(solverConstraint) {
            try? solver.remove(solverConstraint)
        }
        constraint.solverConstraint = nil
        broken.removeAll { $0 === constraint }
        retryBroken()
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        if solver.contains(solverConstraint) {
            do {
                try solver.setConstant(-Double(constraint.constant), of: solverConstraint)
            } catch {
                reportUnsatisfiable(constraint)
                broken.append(constraint)
            }
        } else {
            broken.removeAll { $0 === constraint }
            rebuildSolverConstraint(constraint)
            addToSolver(constraint)
        }
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard constraint.isActive else { return }
        if let solverConstraint = constraint.solverConstraint, solver.contains(solverConstraint) {
            try? solver.remove(solverConstraint)
        }
        broken.removeAll { $0 === constraint }
        rebuildSolverConstraint(constraint)
        addToSolver(constraint)
    }

    /// Deactivates the constraints that tie `view`'s subtree to views outside it (before it leaves its
    /// superview, as UIKit does).
    func removeConstraints(crossingInto view: UIView) {
        var ancestor = view.superview
        while let current = ancestor {
            for constraint in current.autoLayout.constraints where constraint.mentions(viewsIn: view) {
                deactivate(constraint)
            }
            ancestor = current.superview
        }
    }

    // MARK: Layout pass

    /// Runs the `updateConstraints()` requested with `setNeedsUpdateConstraints()`, deepest views first.
    func updateConstraintsIfNeeded() {
        while !pendingConstraintUpdates.isEmpty {
            let views = pendingConstraintUpdates.compactMap(\.view)
            pendingConstraintUpdates.removeAll()
            let ordered = views.enumerated().sorted {
                ($0.element.layoutAncestorViews.count, -$0.offset) > ($1.element.layoutAncestorViews.count, -$1.offset)
            }
            for (_, view) in ordered where view.autoLayout.needsUpdateConstraints {
                view.autoLayout.needsUpdateConstraints = false
                view.updateConstraints()
            }
        }
    }

    func setNeedsUpdateConstraints(_ view: UIView) {
        guard !view.autoLayout.needsUpdateConstraints else { return }
        view.autoLayout.needsUpdateConstraints = true
        pendingConstraintUpdates.append(WeakView(view: view))
    }

    /// Brings the pins up to date with the views (frames, translation flags, system guides, intrinsic
    /// sizes), writes the solution into the unknowns and marks the superviews of views whose solved frame
    /// differs from their frame as needing layout (except `view`, which is being laid out; none while
    /// `measuring`, whose trial solutions are never applied).
    func updateIfNeeded(layingOut view: UIView? = nil, measuring: Bool = false) {
        guard !entries.isEmpty else { return }
        for (key, entry) in entries {
            if entry.item == nil {
                entry.removeAll(from: solver)
                entries.removeValue(forKey: key)
            } else {
                entry.synchronize(with: solver)
            }
        }
        broken.removeAll { $0.installedView == nil }
        if measuring {
            solver.updateVariables()
        } else {
            solutionChanged(except: view)
        }
    }

    /// The frame the solver gives `view`, nil when the view's frame is not the engine's to set (it is not
    /// in the solver, or it translates its autoresizing mask).
    func solvedFrame(of view: UIView) -> CGRect? {
        guard !view.translatesAutoresizingMaskIntoConstraints, entries[ObjectIdentifier(view)]?.item === view else {
            return nil
        }
        return view.layoutVariables.pixelAlignedFrame(scale: (view.window?.screen ?? .main).scale)
    }

    /// The engine's record of `item`, nil when no constraint mentions it.
    func entry(for item: LayoutItem) -> LayoutEntry? {
        entries[ObjectIdentifier(item)].flatMap { $0.item === item ? $0 : nil }
    }

    /// True when the solution leaves some of `item`'s unknowns free (more than one frame satisfies the
    /// constraints equally well).
    func hasAmbiguousLayout(_ item: LayoutItem) -> Bool {
        guard entries[ObjectIdentifier(item)]?.item === item else { return false }
        return item.layoutVariables.all.contains { solver.isAmbiguous($0) }
    }

    // MARK: Private

    private struct WeakView {
        weak var view: UIView?
    }

    private struct Resolved {
        let item: LayoutItem
        let attribute: NSLayoutConstraint.Attribute
    }

    /// The item and attribute a reference stands for: margin attributes are the margins guide's edges.
    private func resolve(_ reference: NSLayoutConstraint.Reference) -> Resolved? {
        guard let item = reference.layoutItem else { return nil }
        if let plain = reference.attribute.withoutMargin, let view = item as? UIView {
            return Resolved(item: view.layoutMarginsGuide, attribute: plain)
        }
        return Resolved(item: item, attribute: reference.attribute)
    }

    private static func mismatch(in constraint: NSLayoutConstraint) -> String? {
        let first = constraint.first.attribute
        guard first != .notAnAttribute else { return "the first attribute is notAnAttribute" }
        guard let second = constraint.second?.attribute else {
            return first.isDimension ? nil : "a position (\(first.name)) cannot equal a constant; relate it to an item"
        }
        if first.isDimension != second.isDimension {
            return "a position and a size cannot be related (\(first.name), \(second.name))"
        }
        if !first.isDimension, first.axis != second.axis {
            return "\(first.name) and \(second.name) are on different axes"
        }
        return nil
    }

    private func trackChain(from item: LayoutItem, upTo ancestor: UIView) {
        var current: LayoutItem? = item
        while let next = current {
            track(next)
            if next === ancestor { break }
            current = next.layoutContainer
        }
    }

    private func track(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        if let existing = entries[key] {
            if existing.item === item { return }
            // A dead item's entry under a reused address: take it out first.
            existing.removeAll(from: solver)
            entries.removeValue(forKey: key)
        }
        let entry = LayoutEntry(item: item)
        entries[key] = entry
        if let guide = item as? UILayoutGuide, guide.systemInsets != nil, let owner = guide.owningView {
            track(owner)
        }
        entry.synchronize(with: solver)
    }

    private func rebuildSolverConstraint(_ constraint: NSLayoutConstraint) {
        guard let old = constraint.solverConstraint else { return }
        let expression = LinearExpression(old.expression.terms, constant: -Double(constraint.constant))
        constraint.solverConstraint = SolverConstraint(
            expression, old.relation, strength: constraint.priority.strength, label: constraint.description)
    }

    private func addToSolver(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        do {
            try solver.add(solverConstraint)
        } catch {
            reportUnsatisfiable(constraint)
            broken.append(constraint)
        }
    }

    private func retryBroken() {
        let retry = broken
        broken.removeAll()
        for constraint in retry where constraint.isActive {
            guard let solverConstraint = constraint.solverConstraint else { continue }
            if (try? solver.add(solverConstraint)) == nil { broken.append(constraint) }
        }
    }

    private func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
        let related = relatedConstraints(of: constraint)
        let list = related.map { "    \"\($0)\"" }.joined(separator: ",\n")
        LayoutDiagnostics.current.report(
            .unsatisfiable,
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(constraint)
            """, constraint: constraint)
    }

    /// The active constraints sharing an item with `constraint` (itself included), as UIKit lists them.
    private func relatedConstraints(of constraint: NSLayoutConstraint) -> [NSLayoutConstraint] {
        let items = [constraint.first.item, constraint.second?.item].compactMap { $0 }
        var views: [UIView] = []
        for item in items { views += (item as? LayoutItem)?.layoutAncestorViews ?? [] }
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for view in views {
            for other in view.autoLayout.constraints where seen.insert(ObjectIdentifier(other)).inserted {
                let otherItems = [other.first.item, other.second?.item].compactMap { $0 }
                if otherItems.contains(where: { candidate in items.contains { $0 === candidate } }) {
                    result.append(other)
                }
            }
        }
        return result
    }

    private func solutionChanged(except view: UIView? = nil) {
        solver.updateVariables()
        for entry in entries.values {
            guard let child = entry.item as? UIView, !child.translatesAutoresizingMaskIntoConstraints,
                let container = child.superview, container !== view
            else { continue }
            if let frame = solvedFrame(of: child), !child.frameMatches(frame) { container.setNeedsLayout() }
        }
    }
}

extension NSLayoutConstraint {
    /// True when an item of the constraint is `view`, one of its descendants, or a guide they own.
    func mentions(viewsIn view: UIView) -> Bool {
        for item in [first.item, second?.item] {
            guard let layoutItem = item as? LayoutItem else { continue }
            if let owner = layoutItem.layoutAncestorViews.first, owner.isDescendant(of: view) { return true }
        }
        return false
    }
}
