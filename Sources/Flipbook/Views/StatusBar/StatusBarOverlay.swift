import Foundation

/// The status bar a world draws over recordings that ask for it (``FrameRecorder/showsStatusBar``): dark and
/// light content cross-faded by ``UIApplication/statusBarStyle``, hidden by ``UIApplication/isStatusBarHidden``
/// with the deciding controller's `preferredStatusBarUpdateAnimation`.
///
/// As in UIKit, a change shows when the app asks for it: `setNeedsStatusBarAppearanceUpdate()` applies the
/// preferences at once, or animated when called inside an animation block (with that block's timing), and
/// every transition applies them alongside its animation and again when it ends. A frame also applies a change
/// nobody asked for (at once), so the bar never shows a state the app has left.
@MainActor
final class StatusBarOverlay {
    /// The bar: a screen-wide view at the top-left of the screen, holding both colours of content.
    let view = UIView()
    private var dark: StatusBarContentView?
    private var light: StatusBarContentView?
    private var layout: StatusBarLayout?
    /// The state last applied: hidden, and whether the content is light.
    private var applied: (hidden: Bool, light: Bool)?

    init() {
        view.isUserInteractionEnabled = false
    }

    /// Brings the bar up to date for a frame of `world`'s device: rebuilds it when the device changed and applies
    /// any preference change nobody asked for, without animation.
    func prepareFrame(in world: World) {
        let device = world.device
        let next = StatusBarLayout.forScreen(width: device.screenSize.width, topInset: device.safeAreaInsets.top)
        if next != layout { rebuild(next, screenWidth: device.screenSize.width) }
        if let state = changedState() {
            UIView.performWithoutAnimation { apply(state, animation: .none) }
        }
    }

    /// Applies the app's current preferences, animated when inside an animation block.
    func refresh() {
        guard let state = changedState() else { return }
        apply(state, animation: hiddenAnimation())
    }

    private func rebuild(_ next: StatusBarLayout?, screenWidth: CGFloat) {
        dark?.removeFromSuperview()
        light?.removeFromSuperview()
        layout = next
        applied = nil
        guard let next else {
            dark = nil
            light = nil
            return
        }
        view.frame = CGRect(x: 0, y: 0, width: screenWidth, height: next.height)
        let dark = StatusBarContentView(layout: next, screenWidth: screenWidth, color: .black)
        let light = StatusBarContentView(layout: next, screenWidth: screenWidth, color: .white)
        view.addSubview(dark)
        view.addSubview(light)
        self.dark = dark
        self.light = light
    }

    private func apply(_ state: (hidden: Bool, light: Bool), animation: UIStatusBarAnimation) {
        applied = state
        dark?.alpha = state.light ? 0 : 1
        light?.alpha = state.light ? 1 : 0
        let height = layout?.height ?? 0
        let change = {
            self.view.alpha = state.hidden && animation != .slide ? 0 : 1
            self.view.transform =
                state.hidden && animation == .slide ? CGAffineTransform(translationX: 0, y: -height) : .identity
        }
        if animation == .none { UIView.performWithoutAnimation(change) } else { change() }
    }

    /// The app's current preferences when they differ from the state last applied, nil when the bar is up to date.
    private func changedState() -> (hidden: Bool, light: Bool)? {
        let application = UIApplication.shared
        let state = (
            hidden: application.isStatusBarHidden || layout == nil, light: application.statusBarStyle == .lightContent
        )
        if let applied, applied == state { return nil }
        return state
    }

    /// The deciding controller's `preferredStatusBarUpdateAnimation` (through `childForStatusBarHidden`).
    private func hiddenAnimation() -> UIStatusBarAnimation {
        guard var controller = UIApplication.shared.statusBarAppearanceController else { return .fade }
        while let child = controller.childForStatusBarHidden { controller = child }
        return controller.preferredStatusBarUpdateAnimation
    }
}
