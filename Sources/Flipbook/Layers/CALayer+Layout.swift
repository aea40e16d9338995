import Foundation

/// Where a layer is in a layout pass: whether its ``CALayer/layoutSublayers()`` is running, and whether layout was
/// asked for again (``CALayer/layoutIfNeeded()`` while it needed layout) during that run.
struct LayoutPassState {
    var isLayingOut = false
    var isRequestedAgain = false
}

extension CALayer {
    /// How many times in a row one layer is laid out again because its own layout asked for it before the
    /// pass stops and reports a layout feedback loop (UIKit's feedback-loop debugger takes 50 to 1000; 100 is
    /// the figure its documentation and articles use).
    static let layoutFeedbackLoopThreshold = 100

    /// `layoutIfNeeded()`'s work: lays out from the top-most ancestor that needs layout (or this layer). A layer
    /// whose own layout is running is never entered again from inside it (that recursion, e.g. a
    /// `viewDidLayoutSubviews()` calling the table view's `layoutIfNeeded()`, once overflowed the stack): the
    /// climb stops below it, and if it needs layout again it is laid out again once its running pass returns.
    func layoutFromTopmostPendingAncestor() {
        var top = self
        var current: CALayer? = self
        while let layer = current {
            if layer.layoutPass.isLayingOut {
                if layer.storedNeedsLayout { layer.layoutPass.isRequestedAgain = true }
                break
            }
            if layer.storedNeedsLayout { top = layer }
            current = layer.superlayer
        }
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out this layer if it needs it (again while its own layout asked for another pass, up to
    /// ``layoutFeedbackLoopThreshold`` passes), then its sublayers.
    func layoutSubtreeIfNeeded() {
        if storedNeedsLayout, !layoutPass.isLayingOut {
            var passes = 0
            repeat {
                storedNeedsLayout = false
                layoutPass = LayoutPassState(isLayingOut: true)
                layoutSublayers()
                layoutPass.isLayingOut = false
                passes += 1
            } while layoutPass.isRequestedAgain && storedNeedsLayout && passes < Self.layoutFeedbackLoopThreshold
            if layoutPass.isRequestedAgain, storedNeedsLayout { reportLayoutFeedbackLoop(passes: passes) }
            layoutPass.isRequestedAgain = false
        }
        for sublayer in storedSublayers { sublayer.layoutSubtreeIfNeeded() }
    }

    private func reportLayoutFeedbackLoop(passes: Int) {
        let name = (delegate as? UIView)?.layoutName ?? String(describing: type(of: self))
        LayoutDiagnostics.current.report(
            .layoutFeedbackLoop,
            "Layout feedback loop: \(name) was laid out \(passes) times in a row, each pass invalidating its own "
                + "layout and asking for it again (layoutIfNeeded() from inside its layout, e.g. in "
                + "viewDidLayoutSubviews()); stopped, the view stays as the last pass left it. Change the layout "
                + "only when a measured value differs from the current one.")
    }
}
