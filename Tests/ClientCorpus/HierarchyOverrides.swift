import Flipbook

/// A toolbar-style container that keeps its floating badge above every subview added later and logs the
/// hierarchy and layout calls it receives, overriding UIKit's open hierarchy, layout and sizing methods the
/// way container views in apps do.
final class BadgedContainerView: UIView {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
    private(set) var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
        log.removeAll()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func addSubview(_ view: UIView) {
        log.append("addSubview")
        super.addSubview(view)
        if view !== badge { bringSubviewToFront(badge) }
    }

    override func insertSubview(_ view: UIView, at index: Int) {
        log.append("insertSubview(at:)")
        super.insertSubview(view, at: index)
    }

    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        log.append("insertSubview(above:)")
        super.insertSubview(view, aboveSubview: siblingSubview)
    }

    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        log.append("insertSubview(below:)")
        super.insertSubview(view, belowSubview: siblingSubview)
    }

    override func bringSubviewToFront(_ view: UIView) {
        log.append("bringSubviewToFront")
        super.bringSubviewToFront(view)
    }

    override func sendSubviewToBack(_ view: UIView) {
        log.append("sendSubviewToBack")
        super.sendSubviewToBack(view)
    }

    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        log.append("exchangeSubview")
        super.exchangeSubview(at: index1, withSubviewAt: index2)
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        log.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log.append("didMoveToSuperview")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        log.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        log.append(window == nil ? "didMoveToWindow(nil)" : "didMoveToWindow")
    }

    override func removeFromSuperview() {
        log.append("removeFromSuperview")
        super.removeFromSuperview()
    }

    override func setNeedsLayout() {
        log.append("setNeedsLayout")
        super.setNeedsLayout()
    }

    override func layoutIfNeeded() {
        log.append("layoutIfNeeded")
        super.layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews")
        badge.center = CGPoint(x: bounds.maxX - 6, y: bounds.minY + 6)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }

    /// Converts through the view's own coordinates and rounds to whole points, as pixel-snapping views do.
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let converted = super.convert(point, to: view)
        return CGPoint(x: converted.x.rounded(), y: converted.y.rounded())
    }

    func clearLog() { log.removeAll() }
}

/// A small control whose touch area reaches at least 44 × 44 points, the usual hit-area extension.
final class LargeHitAreaView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = min(0, bounds.width - 44) / 2
        let dy = min(0, bounds.height - 44) / 2
        return bounds.insetBy(dx: dx, dy: dy).contains(point)
    }
}

/// A full-screen overlay (a dimming view that should not block touches) that lets touches through to the
/// views below unless they land on one of its subviews.
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A window subclass that records the root view controllers it is given, through UIKit's open property.
final class RecordingWindow: UIWindow {
    private(set) var roots: [String] = []

    override var rootViewController: UIViewController? {
        didSet { roots.append(rootViewController?.title ?? "nil") }
    }
}

/// A controller whose navigation controller is looked up through UIKit's open property, as screens that
/// may be embedded or not do.
final class EmbeddableController: UIViewController {
    private(set) var navigationLookups = 0

    override var navigationController: UINavigationController? {
        navigationLookups += 1
        return super.navigationController
    }
}
