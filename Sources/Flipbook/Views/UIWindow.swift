import Foundation

/// The root of a view hierarchy, as UIKit's `UIWindow`. Like UIKit, a window starts hidden: call
/// ``makeKeyAndVisible()`` to show it (and make it the application's key window).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Storage for ``rootViewController``.
    var rootViewControllerStorage: AnyObject?

    /// The view controller whose view fills the window.
    ///
    /// Setting it removes the previous root's view (the previous root gets `viewWillDisappear` /
    /// `viewDidDisappear` if it had appeared), puts the new root's view at the back of the window, sized to
    /// the window's bounds, and gives the new root `viewWillAppear` / `viewDidAppear` at once (Flipbook
    /// does not wait for `makeKeyAndVisible()`). Setting it while a transition runs is refused.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage as? UIViewController }
        set { installRootViewController(newValue) }
    }

    /// The latest tap that lifted on this window (where it went down, when it lifted, its tap count), for the
    /// next touch's `tapCount`.
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// The screen the window is shown on.
    open var screen: UIScreen = .main

    /// A hidden window with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The application, next in the responder chain after a window.
    open override var next: UIResponder? { UIApplication.shared }

    /// True when this is the application's key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes the window the application's key window (it receives events first).
    open func makeKey() {
        UIApplication.shared.setKeyWindow(self)
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// A window is listed in `UIApplication.shared.windows` once it was shown.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            if !newValue { UIApplication.shared.windowWasShown(self) }
        }
    }
}
