import Foundation

extension UIView {
    /// The subviews, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in (the view itself when it is a window), or nil.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// Adds `view` in front of the other subviews (moving it to the front if it already is one).
    public func addSubview(_ view: UIView) {
        place(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        place(view, at: index)
    }

    /// Inserts `view` just behind `siblingSubview`. A sibling that is not a subview is reported and
    /// nothing changes.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview.superview === self, siblingSubview !== view else {
            flipbookWarning(
                "insertSubview(_:belowSubview:): the sibling is not a subview of this view; nothing inserted")
            return
        }
        let without = storedSubviews.filter { $0 !== view }
        place(view, at: without.firstIndex { $0 === siblingSubview } ?? without.count)
    }

    /// Inserts `view` just in front of `siblingSubview`. A sibling that is not a subview is reported and
    /// nothing changes.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview.superview === self, siblingSubview !== view else {
            flipbookWarning(
                "insertSubview(_:aboveSubview:): the sibling is not a subview of this view; nothing inserted")
            return
        }
        let without = storedSubviews.filter { $0 !== view }
        place(view, at: (without.firstIndex { $0 === siblingSubview } ?? without.count - 1) + 1)
    }

    /// Moves a subview in front of all others (no effect for a view that is not a subview).
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: storedSubviews.count)
    }

    /// Moves a subview behind all others (no effect for a view that is not a subview).
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: 0)
    }

    /// Swaps the subviews at two indices (out-of-range indices are reported and ignored).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
            flipbookWarning("exchangeSubview(at:withSubviewAt:): index out of range; nothing exchanged")
            return
        }
        guard index1 != index2 else { return }
        let first = storedSubviews[index1]
        let second = storedSubviews[index2]
        place(second, at: index1)
        place(first, at: index2)
    }

    /// Removes the view from its superview (and its layer from the superview's layer).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    /// True when this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search starting at this view (self included).
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Marks the view as needing ``layoutSubviews()`` at the next layout pass.
    public func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Runs any pending layout in this view's hierarchy now (see `CALayer.layoutIfNeeded()`).
    public func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// Puts `view` at `index` of the subviews (after taking it out if it is already one), keeping the
    /// layer order in step: the layer goes just below the next subview's layer, or on top.
    private func place(_ view: UIView, at index: Int) {
        if view === self || isDescendant(of: view) {
            flipbookWarning("a view cannot be added to itself or to one of its descendants; ignored")
            return
        }
        if view.superview === self {
            storedSubviews.removeAll { $0 === view }
            insertSorted(view, at: index)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if view === storedMaskView { mask = nil }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.superview = self
        insertSorted(view, at: index)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        didAddSubview(view)
    }

    private func insertSorted(_ view: UIView, at index: Int) {
        let i = min(max(index, 0), storedSubviews.count)
        storedSubviews.insert(view, at: i)
        if i + 1 < storedSubviews.count {
            layer.insertSublayer(view.layer, below: storedSubviews[i + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in storedSubviews { subview.notifyDidMoveToWindow() }
    }
}
