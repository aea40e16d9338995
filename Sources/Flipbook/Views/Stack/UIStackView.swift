import Foundation

/// A view that lays out a row or column of views with Auto Layout, as UIKit's `UIStackView`.
///
/// The stack view makes the constraints itself: its ``arrangedSubviews`` (made subviews placed by
/// constraints when added) follow ``axis``, ``distribution``, ``alignment`` and ``spacing``, with the
/// arranged views' intrinsic content sizes, content hugging and compression resistance deciding who grows
/// and who shrinks, as in UIKit. Hidden arranged views collapse (their size along the axis becomes 0 and
/// their spacing goes away). Changes made inside a `UIView.animate` block are laid out inside it, so they
/// animate; a view hidden there keeps drawing while it collapses and disappears when the animation ends.
///
/// The stack view's own size comes from its constraints: pin it, or let the arranged views size it.
@preconcurrency @MainActor
open class UIStackView: UIView {
    private var storedArrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides of the current arrangement.
    private var arrangement = StackArrangement.empty
    private var needsArrangement = false

    /// A horizontal stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Flipbook has no archives: always nil (as for every view).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A horizontal stack view arranging `views` in order (each becomes a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Configuration

    /// The direction views are stacked in: `.horizontal` (leading to trailing, the default) or `.vertical`
    /// (top to bottom).
    open var axis: NSLayoutConstraint.Axis {
        get { storedAxis }
        set {
            storedAxis = newValue
            arrangementDidChange()
        }
    }
    private var storedAxis: NSLayoutConstraint.Axis = .horizontal

    /// How the views are sized and placed along the axis (default ``Distribution/fill``).
    open var distribution: Distribution {
        get { storedDistribution }
        set {
            storedDistribution = newValue
            arrangementDidChange()
        }
    }
    private var storedDistribution: Distribution = .fill

    /// How the views are placed across the axis (default ``Alignment/fill``).
    open var alignment: Alignment {
        get { storedAlignment }
        set {
            storedAlignment = newValue
            arrangementDidChange()
        }
    }
    private var storedAlignment: Alignment = .fill

    /// The gap between adjacent views (for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``
    /// the smallest gap); ``spacingUseSystem`` stands for 8 points. Default 0.
    open var spacing: CGFloat {
        get { storedSpacing }
        set {
            storedSpacing = newValue
            arrangementDidChange()
        }
    }
    private var storedSpacing: CGFloat = 0

    /// When true, a vertical stack measures its spacing from one view's last baseline to the next view's
    /// first baseline (labels' text baselines). Default false; horizontal stacks ignore it.
    open var isBaselineRelativeArrangement: Bool {
        get { storedIsBaselineRelativeArrangement }
        set {
            storedIsBaselineRelativeArrangement = newValue
            arrangementDidChange()
        }
    }
    private var storedIsBaselineRelativeArrangement: Bool = false

    /// When true, the views are laid out inside the stack view's `layoutMarginsGuide` instead of its
    /// edges. Default false.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { storedIsLayoutMarginsRelativeArrangement }
        set {
            storedIsLayoutMarginsRelativeArrangement = newValue
            arrangementDidChange()
        }
    }
    private var storedIsLayoutMarginsRelativeArrangement: Bool = false

    // MARK: Arranged subviews

    /// The views the stack view lays out, in order (a subset of its subviews).
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Arranges `view` after the others, adding it as a subview when it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex` (moving it there when it is already arranged) and makes it a subview.
    /// An index past the end is reported and nothing changes, where UIKit raises.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let without = storedArrangedSubviews.filter { $0 !== view }
        guard stackIndex >= 0, stackIndex <= without.count else {
            flipbookWarning(
                "insertArrangedSubview(_:at:): index \(stackIndex) is outside 0…\(without.count); nothing inserted")
            return
        }
        guard view !== self, !isDescendant(of: view) else {
            flipbookWarning("insertArrangedSubview(_:at:): a stack view cannot arrange itself or an ancestor")
            return
        }
        storedArrangedSubviews = without
        storedArrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`. It stays a subview (as in UIKit) and keeps its frame; its custom spacing is
    /// forgotten. Call `removeFromSuperview()` to take it off screen.
    open func removeArrangedSubview(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` returns to ``spacing``,
    /// ``spacingUseSystem`` is 8 points). A view that is not arranged is reported and ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            flipbookWarning("setCustomSpacing(_:after:): the view is not an arranged subview; ignored")
            return
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap set after `arrangedSubview` with ``setCustomSpacing(_:after:)``, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: UIView

    /// Removing an arranged view from the stack view also stops arranging it, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if storedArrangedSubviews.contains(where: { $0 === subview }) {
            storedArrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            needsArrangement = true
            setNeedsUpdateConstraints()
        }
    }

    /// Rebuilds the arrangement's constraints when something changed, then updates the rest.
    open override func updateConstraints() {
        if needsArrangement || arrangement.isStale(for: self) { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Places the arranged views (rebuilding the arrangement first when an arranged view's intrinsic size
    /// changed what it depends on).
    open override func layoutSubviews() {
        if needsArrangement || arrangement.isStale(for: self) { rebuildArrangement() }
        super.layoutSubviews()
    }

    // MARK: Internal

    /// The gap after `view` in points: its custom spacing, else ``spacing``.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? Self.systemSpacing : value
    }

    /// An arranged view's `isHidden` changed.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        arrangementDidChange()
    }

    /// Something the arrangement depends on changed: rebuild before the next layout pass, or at once (and
    /// lay out) inside an animation block, so the change animates with it.
    private func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
        guard AnimationContext.isAnimatingChanges else { return }
        rebuildArrangement()
        var root: UIView = self
        while !root.translatesAutoresizingMaskIntoConstraints, let parent = root.superview { root = parent }
        root.layoutIfNeeded()
    }

    private func rebuildArrangement() {
        needsArrangement = false
        arrangement.remove(from: self)
        arrangement = StackArrangement(stack: self, views: storedArrangedSubviews)
        arrangement.install(in: self)
    }
}
