import Foundation

extension UIView {
    /// Takes the view out of its superview with the will/did callbacks; see `removeFromSuperview()`. When
    /// the view leaves its window (`leavingWindow`, not when it only moves to another superview there), the
    /// first responder inside it resigns, as in UIKit — even one that would refuse.
    func detachFromSuperview(leavingWindow: Bool = true) {
        guard let parent = superview else { return }
        LayoutEngine.current.removeConstraints(crossingInto: self)
        let oldWindow = window
        if leavingWindow, oldWindow != nil { endEditing(true) }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    /// Puts `view` just behind (`offset` 0) or in front of (`offset` 1) `siblingSubview`; a sibling that is not
    /// a subview is reported under `caller`'s name and nothing changes.
    func place(_ view: UIView, beside siblingSubview: UIView, offset: Int, caller: String) {
        guard siblingSubview.superview === self, siblingSubview !== view else {
            flipbookWarning("\(caller): the sibling is not a subview of this view; nothing inserted")
            return
        }
        let without = storedSubviews.filter { $0 !== view }
        place(view, at: (without.firstIndex { $0 === siblingSubview } ?? without.count) + offset)
    }

    /// Puts `view` at `index` of the subviews (after taking it out if it is already one), keeping the
    /// layer order in step: the layer goes just below the next subview's layer, or on top.
    func place(_ view: UIView, at index: Int) {
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
        let tintBefore = (view.effectiveTintColor, view.effectiveTintAdjustmentMode)
        if view === storedMaskView { mask = nil }
        view.detachFromSuperview(leavingWindow: oldWindow !== newWindow)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.superview = self
        insertSorted(view, at: index)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if tintBefore != (view.effectiveTintColor, view.effectiveTintAdjustmentMode) { view.inheritedTintDidChange() }
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
        if window != nil { applyAppearance() }
        didMoveToWindow()
        for subview in storedSubviews { subview.notifyDidMoveToWindow() }
    }
}
