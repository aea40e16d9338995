import Foundation

/// Auto Layout state a view keeps (its stored part lives in `UIView.autoLayout`).
@MainActor
final class ViewAutoLayout {
    var translatesAutoresizingMask = true
    /// Active constraints installed on the view (it is their items' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var variables: LayoutVariables?
    var needsUpdateConstraints = false
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The safe-area insets the last layout pass saw (to call `safeAreaInsetsDidChange()` on a change).
    var lastSafeAreaInsets = UIEdgeInsets.zero
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
}

extension UIView: LayoutItem {
    var layoutVariables: LayoutVariables {
        if let variables = autoLayout.variables { return variables }
        let variables = LayoutVariables(name: layoutName)
        autoLayout.variables = variables
        return variables
    }

    var layoutContainer: UIView? { superview }

    var layoutName: String {
        let type = String(describing: Swift.type(of: self))
        if let identifier = accessibilityIdentifier { return "\(type)(\(identifier))" }
        return tag != 0 ? "\(type)(tag \(tag))" : type
    }

    /// True when the view's centre and bounds size already give `frame` (the engine's solved frame).
    func frameMatches(_ frame: CGRect) -> Bool {
        let size = bounds.size
        let anchor = layer.anchorPoint
        return abs(size.width - frame.width) < 1e-9 && abs(size.height - frame.height) < 1e-9
            && abs(center.x - (frame.minX + anchor.x * frame.width)) < 1e-9
            && abs(center.y - (frame.minY + anchor.y * frame.height)) < 1e-9
    }
}

extension UIView {
    // MARK: Anchors

    /// The leading edge (left: Flipbook lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline: a label's first line of text (its size and font as constraints are activated),
    /// the top edge of views without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    /// The last baseline: a label's last line of text (as constraints are activated), the bottom edge of
    /// views without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints and guides

    /// The active constraints installed on this view (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Activates `constraint` (UIKit's older form of `isActive = true`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` when it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }

    /// Deactivates those of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The view's area inside its safe-area insets, for constraints (`safeAreaLayoutGuide.topAnchor`).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(systemGuideOf: self, identifier: "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// The view's area inside its layout margins (measured from the safe area, as UIKit's default
    /// `insetsLayoutMarginsFromSafeArea` does).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(systemGuideOf: self, identifier: "UIViewLayoutMarginsGuide") { view in
            let margins = view.layoutMargins
            let safe = view.safeAreaInsets
            return UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The layout guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    /// Makes this view the owner of `layoutGuide` (its frame is then in this view's coordinates).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.systemInsets == nil else {
            flipbookWarning("addLayoutGuide(_:): a view's safe-area or margins guide cannot be added elsewhere")
            return
        }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayout.guides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from this view, deactivating the constraints that use it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard autoLayout.guides.contains(where: { $0 === layoutGuide }) else { return }
        for view in layoutAncestorViews {
            for constraint in view.constraints
            where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                constraint.isActive = false
            }
        }
        autoLayout.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    // MARK: Update pass

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        LayoutEngine.current.setNeedsUpdateConstraints(self)
    }

    /// True while an ``updateConstraints()`` is pending.
    public func needsUpdateConstraints() -> Bool {
        autoLayout.needsUpdateConstraints
    }

    /// Runs the pending ``updateConstraints()`` calls now (deepest views first).
    public func updateConstraintsIfNeeded() {
        LayoutEngine.current.updateConstraintsIfNeeded()
    }

    /// Whether the view uses constraint-based layout even without constraints; kept for source
    /// compatibility (Flipbook's engine only ever places views that constraints mention).
    public class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Debugging

    /// True when the constraints leave the view's frame undetermined (several frames satisfy them equally
    /// well): a debugging aid, as UIKit's.
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.current.hasAmbiguousLayout(self)
    }

    /// Moves the view to another frame its constraints allow just as well when its layout is ambiguous
    /// (``hasAmbiguousLayout``), and lays out its superview so the move shows: a debugging aid, as UIKit's.
    /// Unlike UIKit's, the move is deterministic (see `LayoutEngine.exerciseAmbiguity(of:)`). Does nothing
    /// to a view whose layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        let engine = LayoutEngine.current
        engine.updateIfNeeded()
        guard engine.exerciseAmbiguity(of: self) else { return }
        engine.updateIfNeeded()
        superview?.layoutIfNeeded()
    }

    // MARK: Intrinsic size priorities

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.hugging.horizontal = priority
        } else {
            autoLayout.hugging.vertical = priority
        }
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        superview?.setNeedsLayout()
    }

    // MARK: Layout pass (called from the class body)

    /// Before a layout pass: pending `updateConstraints()`, then the engine's pins brought up to date.
    func prepareConstraintBasedLayout() {
        let engine = LayoutEngine.current
        engine.updateConstraintsIfNeeded()
        engine.updateIfNeeded()
    }

    /// `layoutSubviews()`'s default: moves the subviews the engine places to their solved frames (bounds
    /// size and centre, so transforms are kept; inside an animation block the change animates).
    func applySolvedFramesToSubviews() {
        let engine = LayoutEngine.current
        guard storedSubviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return }
        engine.updateIfNeeded(layingOut: self)
        for subview in storedSubviews {
            guard let frame = engine.solvedFrame(of: subview), !subview.frameMatches(frame) else { continue }
            let anchor = subview.layer.anchorPoint
            KeyValueObserving.batch {
                subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size)
                subview.center = CGPoint(
                    x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            }
        }
    }

    /// Calls ``safeAreaInsetsDidChange()`` (and the view controller's `viewSafeAreaInsetsDidChange()`) when the
    /// insets differ from those of the last layout pass.
    func notifySafeAreaChangeIfNeeded() {
        let insets = safeAreaInsets
        guard insets != autoLayout.lastSafeAreaInsets else { return }
        autoLayout.lastSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }
}
