import Foundation

/// The root of a view hierarchy, as UIKit's `UIWindow`. Like UIKit, a window starts hidden: call
/// ``makeKeyAndVisible()`` to show it (and make it the application's key window).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Storage for `rootViewController`, which the view-controller layer declares in an extension
    /// (its setter installs the controller's view as a subview sized to the window's bounds).
    var rootViewControllerStorage: AnyObject?

    /// The screen the window is shown on.
    public var screen: UIScreen = .main

    /// A hidden window with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// True when this is the application's key window.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

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
        didSet { if !isHidden { UIApplication.shared.windowWasShown(self) } }
    }
}
