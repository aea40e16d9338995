import Flipbook

/// Resets the shared clock and diagnostics and returns a visible window of `size` points.
@MainActor
func makeTestWindow(width: CGFloat = 120, height: CGFloat = 200) -> UIWindow {
    VirtualClock.shared.reset()
    TransitionDiagnostics.shared.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return window
}

extension UIView {
    /// The view's position among its superview's subviews, or nil.
    @MainActor var indexInSuperview: Int? { superview?.subviews.firstIndex { $0 === self } }
}
