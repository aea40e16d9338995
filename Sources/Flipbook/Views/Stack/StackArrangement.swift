import Foundation

/// The constraints (and spacer guides) a ``UIStackView`` lays its arranged views out with, named as UIKit
/// names its own (`UISV-spacing`, `UISV-hiding`, …) so logs read alike.
///
/// Along the axis the first and last visible views touch the stack's edges (or its margins guide), the gaps
/// between visible views follow the distribution, and a hidden view has size 0 where the next visible view
/// begins. Across the axis each view follows the alignment, and the stack hugs its views at a low priority.
/// Ties between equally prioritised views are broken by index: the last view stretches or shrinks first.
@MainActor
struct StackArrangement {
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []
    /// What the constraints' constants were computed from (hidden flags, intrinsic sizes).
    private var key: [Double] = []

    /// No constraints.
    static let empty = StackArrangement()

    private init() {}

    /// The arrangement of `views` (the stack's arranged subviews) under the stack's current settings.
    init(stack: UIStackView, views: [UIView]) {
        key = Self.key(of: views)
        var builder = Builder(stack: stack)
        builder.build(views)
        constraints = builder.constraints
        guides = builder.guides
    }

    /// Adds the spacer guides to `stack` and activates the constraints.
    func install(in stack: UIStackView) {
        for guide in guides { stack.addLayoutGuide(guide) }
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates the constraints and removes the spacer guides.
    func remove(from stack: UIStackView) {
        NSLayoutConstraint.deactivate(constraints)
        for guide in guides { stack.removeLayoutGuide(guide) }
    }

    /// True when an arranged view was hidden or shown, or its intrinsic size changed, since it was built.
    func isStale(for stack: UIStackView) -> Bool {
        Self.key(of: stack.arrangedSubviews) != key
    }

    private static func key(of views: [UIView]) -> [Double] {
        views.flatMap { view in
            let size = view.intrinsicContentSize
            return [view.isHidden ? 1 : 0, Double(size.width), Double(size.height)]
        }
    }
}

/// Makes one arrangement's constraints.
@MainActor
private struct Builder {
    typealias Attribute = NSLayoutConstraint.Attribute

    let stack: UIStackView
    /// The stack view or its margins guide.
    let edges: AnyObject
    let horizontal: Bool
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []

    init(stack: UIStackView) {
        self.stack = stack
        edges = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        horizontal = stack.axis == .horizontal
    }

    var lead: Attribute { horizontal ? .leading : .top }
    var trail: Attribute { horizontal ? .trailing : .bottom }
    var size: Attribute { horizontal ? .width : .height }
    var center: Attribute { horizontal ? .centerX : .centerY }
    var crossLead: Attribute { horizontal ? .top : .leading }
    var crossTrail: Attribute { horizontal ? .bottom : .trailing }
    var crossSize: Attribute { horizontal ? .height : .width }
    var crossCenter: Attribute { horizontal ? .centerY : .centerX }

    /// Priorities of the stack's own preferences: all below what client constraints usually use.
    static let canvasHug = UILayoutPriority.fittingSizeLevel
    static let groupPlacement = UILayoutPriority(48)
    static let ambiguitySuppression = UILayoutPriority(25)
    static let equalGaps = UILayoutPriority(999)
    static let proportions = UILayoutPriority(999)
    static let equalCentres = UILayoutPriority(700)

    mutating func build(_ views: [UIView]) {
        let visible = views.filter { !$0.isHidden }
        buildAxis(visible: visible)
        buildHidden(views, visible: visible)
        buildAlignment(views, visible: visible)
        add(edges, crossSize, nil, .notAnAttribute, priority: Self.canvasHug, "UISV-canvas-fit")
    }

    // MARK: Along the axis

    private mutating func buildAxis(visible: [UIView]) {
        guard let first = visible.first, let last = visible.last else {
            add(edges, size, nil, .notAnAttribute, priority: Self.canvasHug, "UISV-canvas-fit")
            return
        }
        add(first, lead, edges, lead, "UISV-canvas-connection")
        add(last, trail, edges, trail, "UISV-canvas-connection")
        let distribution = stack.distribution
        let baselineSpacing = !horizontal && stack.isBaselineRelativeArrangement
        let relation: NSLayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        var firstSpacer: UILayoutGuide?
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = stack.resolvedSpacing(after: a)
            if baselineSpacing {
                add(b, .firstBaseline, relation, a, .lastBaseline, constant: gap, "UISV-spacing")
            } else {
                add(b, lead, relation, a, trail, constant: gap, "UISV-spacing")
            }
            guard distribution == .equalSpacing || distribution == .equalCentering else { continue }
            let spacer = makeSpacer()
            if distribution == .equalSpacing {
                add(spacer, lead, a, trail, "UISV-distributing-edge")
                add(spacer, trail, b, lead, "UISV-distributing-edge")
            } else {
                add(spacer, lead, a, center, "UISV-distributing-edge")
                add(spacer, trail, b, center, "UISV-distributing-edge")
            }
            if let firstSpacer {
                let priority = distribution == .equalSpacing ? Self.equalGaps : Self.equalCentres
                add(spacer, size, firstSpacer, size, priority: priority, "UISV-distributing")
            } else {
                firstSpacer = spacer
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { add(view, size, first, size, "UISV-fill-equally") }
        case .fillProportionally:
            buildProportions(visible)
        case .fill, .equalSpacing, .equalCentering:
            break
        }
        if distribution != .fillEqually { breakTiesByIndex(visible) }
    }

    /// Sizes proportional to the intrinsic sizes (a view without one counts with its current size).
    private mutating func buildProportions(_ visible: [UIView]) {
        let shares = visible.map { view -> CGFloat in
            let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            if intrinsic != UIView.noIntrinsicMetric { return max(intrinsic, 0) }
            return max(horizontal ? view.bounds.width : view.bounds.height, 0)
        }
        let total = shares.reduce(0, +)
        guard total > 0 else { return }
        let gaps = zip(visible, visible.dropFirst()).map { stack.resolvedSpacing(after: $0.0) }.reduce(0, +)
        for (view, share) in zip(visible, shares) {
            let fraction = share / total
            add(
                view, size, edges, size, multiplier: fraction, constant: -gaps * fraction,
                priority: Self.proportions, "UISV-fill-proportionally")
        }
    }

    /// UIKit resolves equal priorities by index; here earlier views hug their intrinsic size and resist
    /// compression a little more than later ones (at priorities far below any real one), so the last
    /// candidate gives way.
    private mutating func breakTiesByIndex(_ visible: [UIView]) {
        for (index, view) in visible.enumerated() {
            let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            guard intrinsic != UIView.noIntrinsicMetric else { continue }
            let priority = UILayoutPriority(Float(1 + visible.count - index) * 0.5)
            add(
                view, size, .lessThanOrEqual, nil, .notAnAttribute, constant: intrinsic, priority: priority,
                "UISV-order")
            add(
                view, size, .greaterThanOrEqual, nil, .notAnAttribute, constant: intrinsic, priority: priority,
                "UISV-order")
        }
    }

    /// Hidden views collapse to size 0 where the next visible view begins (or after the previous one).
    private mutating func buildHidden(_ views: [UIView], visible: [UIView]) {
        for (index, view) in views.enumerated() where view.isHidden {
            add(view, size, nil, .notAnAttribute, "UISV-hiding")
            if let next = views[(index + 1)...].first(where: { !$0.isHidden }) {
                add(view, lead, next, lead, "UISV-hiding")
            } else if let previous = views[..<index].last(where: { !$0.isHidden }) {
                add(view, lead, previous, trail, "UISV-hiding")
            } else {
                add(view, lead, edges, lead, "UISV-hiding")
            }
        }
    }

    // MARK: Across the axis

    private mutating func buildAlignment(_ views: [UIView], visible: [UIView]) {
        var alignment = stack.alignment
        if !horizontal, alignment == .firstBaseline { alignment = .leading }
        if !horizontal, alignment == .lastBaseline { alignment = .trailing }
        let reference = visible.first
        for view in views {
            let bounded = !view.isHidden
            switch alignment {
            case .fill:
                add(view, crossLead, edges, crossLead, "UISV-alignment")
                // A hidden view keeps its own size across the axis, so it cannot size the stack.
                if bounded { add(view, crossTrail, edges, crossTrail, "UISV-alignment") }
            case .leading:
                add(view, crossLead, edges, crossLead, "UISV-alignment")
                if bounded { add(view, crossTrail, .lessThanOrEqual, edges, crossTrail, "UISV-spanning-boundary") }
            case .trailing:
                add(view, crossTrail, edges, crossTrail, "UISV-alignment")
                if bounded { add(view, crossLead, .greaterThanOrEqual, edges, crossLead, "UISV-spanning-boundary") }
            case .center:
                add(view, crossCenter, edges, crossCenter, "UISV-alignment")
                if bounded { add(view, crossLead, .greaterThanOrEqual, edges, crossLead, "UISV-spanning-boundary") }
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                guard let reference else {
                    add(view, crossLead, edges, crossLead, "UISV-alignment")
                    continue
                }
                if view !== reference { add(view, baseline, reference, baseline, "UISV-alignment") }
                if bounded {
                    add(view, crossLead, .greaterThanOrEqual, edges, crossLead, "UISV-spanning-boundary")
                    add(view, crossTrail, .lessThanOrEqual, edges, crossTrail, "UISV-spanning-boundary")
                }
            }
            if alignment != .fill, bounded {
                let intrinsic = horizontal ? view.intrinsicContentSize.height : view.intrinsicContentSize.width
                if intrinsic == UIView.noIntrinsicMetric {
                    add(
                        view, crossSize, nil, .notAnAttribute, priority: Self.ambiguitySuppression,
                        "UISV-ambiguity-suppression")
                }
            }
        }
        if let reference, alignment == .firstBaseline || alignment == .lastBaseline {
            let edge = alignment == .firstBaseline ? crossLead : crossTrail
            add(reference, edge, edges, edge, priority: Self.groupPlacement, "UISV-baseline-placement")
        }
    }

    // MARK: Helpers

    private mutating func makeSpacer() -> UILayoutGuide {
        let spacer = UILayoutGuide()
        spacer.identifier = "UISV-distributing"
        guides.append(spacer)
        add(spacer, crossLead, edges, crossLead, "UISV-spacer-placement")
        add(spacer, crossSize, nil, .notAnAttribute, "UISV-spacer-placement")
        return spacer
    }

    private mutating func add(
        _ item: AnyObject, _ attribute: Attribute, _ other: AnyObject?, _ otherAttribute: Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
    ) {
        add(
            item, attribute, .equal, other, otherAttribute, multiplier: multiplier, constant: constant,
            priority: priority, identifier)
    }

    private mutating func add(
        _ item: AnyObject, _ attribute: Attribute, _ relation: NSLayoutConstraint.Relation,
        _ other: AnyObject?, _ otherAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) {
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }
}
