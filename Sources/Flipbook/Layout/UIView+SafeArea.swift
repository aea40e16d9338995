import Foundation

extension UIView {
    /// The safe-area insets of ``safeAreaInsets``: how far the view's bounds reach into the parts of the
    /// window outside the safe area (the status bar and home indicator bands of ``World/device``),
    /// narrowed by the bars of the navigation and tab bar controllers whose children's views contain this
    /// one and by the `additionalSafeAreaInsets` of every view controller whose view contains this one.
    func computedSafeAreaInsets() -> UIEdgeInsets {
        guard let window else { return .zero }
        let safe = safeEdges(in: window)
        let frame = convert(bounds, to: window)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
        return UIEdgeInsets(
            top: clamp(safe.minY - frame.minY, bounds.height), left: clamp(safe.minX - frame.minX, bounds.width),
            bottom: clamp(frame.maxY - safe.maxY, bounds.height), right: clamp(frame.maxX - safe.maxX, bounds.width))
    }

    /// The safe area's edges in window coordinates; infinite where nothing limits it (the sides of a
    /// portrait screen).
    private func safeEdges(in window: UIWindow) -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        let size = window.bounds.size
        let insets = window.deviceSafeAreaInsets
        var edges = (
            minX: insets.left > 0 ? insets.left : -CGFloat.infinity, minY: insets.top,
            maxX: insets.right > 0 ? size.width - insets.right : CGFloat.infinity, maxY: size.height - insets.bottom
        )
        for view in layoutAncestorViews.reversed() {
            if let bars = view.owningViewController?.barSafeAreaEdges(in: window) {
                if let minY = bars.minY { edges.minY = max(edges.minY, minY) }
                if let maxY = bars.maxY { edges.maxY = min(edges.maxY, maxY) }
            }
            guard let owner = view.owningViewController else { continue }
            let own = owner.additionalSafeAreaInsets
            let chrome = owner.chromeSafeAreaInsets
            let extra = UIEdgeInsets(
                top: own.top + chrome.top, left: own.left + chrome.left, bottom: own.bottom + chrome.bottom,
                right: own.right + chrome.right)
            guard extra != .zero else { continue }
            // A view controller's view: the inherited area inside its frame, inset by the extra insets.
            let frame = view.convert(view.bounds, to: window)
            edges = (
                minX: max(edges.minX, frame.minX) + extra.left, minY: max(edges.minY, frame.minY) + extra.top,
                maxX: min(edges.maxX, frame.maxX) - extra.right, maxY: min(edges.maxY, frame.maxY) - extra.bottom
            )
        }
        return edges
    }
}

extension UIView {
    /// The safe-area insets a navigation or tab bar in this view leaves room for: ``safeAreaInsets`` in a
    /// window; out of one, those of a window of this view's size on the device.
    var barSafeAreaInsets: UIEdgeInsets {
        window == nil ? World.current.device.windowSafeAreaInsets(forWindowSize: bounds.size) : safeAreaInsets
    }
}

extension UIWindow {
    /// The insets the simulated device (``World/device``) leaves a window of this size.
    var deviceSafeAreaInsets: UIEdgeInsets {
        World.current.device.windowSafeAreaInsets(forWindowSize: bounds.size)
    }
}
