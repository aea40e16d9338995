import Foundation

/// An object that responds to events, as UIKit's `UIResponder`: the base of `UIView`, `UIViewController`,
/// `UIWindow` and `UIApplication`. It links them into the responder chain (``next``), holds the
/// first-responder state (Flipbook has no text input, so being first responder only changes the state) and
/// receives touches: scripted fingers send `touchesBegan`, `touchesMoved`, `touchesEnded` and
/// `touchesCancelled` to the view they hit, and the default implementations pass them up the chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }

    /// Called for each change of a value this object observes through
    /// `addObserver(_:forKeyPath:options:context:)`, with the entries its options asked for (`.kindKey` always;
    /// `.newKey`, `.oldKey`, `.notificationIsPriorKey`). The default does nothing; override it, as in UIKit.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The key-value observations of this object (see `KeyValueObserving`).
    var keyValueRegistrations: [KeyValueRegistration] = []

    // MARK: The responder chain

    /// The next responder up the chain, or nil: a view's is its view controller when it is that controller's
    /// root view, else its superview; a window's is the application; a view controller's is the view
    /// controller that presented it, else its view's superview, else its parent.
    open var next: UIResponder? { nil }

    // MARK: First responder (state only: Flipbook has no keyboard input)

    /// Whether this responder accepts first-responder status. `false` by default; text fields and text views
    /// answer `true`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of the current world's application.
    open var isFirstResponder: Bool { UIApplication.shared.firstResponder === self }

    /// Makes this responder the first responder, after the current one resigned. Returns false, changing
    /// nothing, when ``canBecomeFirstResponder`` is false, when the responder is a view (or a view
    /// controller whose view is) outside any window, or when the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, isInWindowHierarchy else { return false }
        let application = UIApplication.shared
        if let current = application.firstResponder, !current.resignFirstResponder() { return false }
        application.firstResponder = self
        firstResponderDidChange()
        return true
    }

    /// Gives up first-responder status. Returns false, staying first responder, when
    /// ``canResignFirstResponder`` is false; true otherwise (also when it was not first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIApplication.shared.firstResponder = nil
        firstResponderDidChange()
        return true
    }

    /// Whether the responder may become first responder where it is (views: only inside a window).
    var isInWindowHierarchy: Bool { true }

    /// Called after this responder became or stopped being first responder (text fields redraw).
    func firstResponderDidChange() {}

    // MARK: Touches (the default implementations forward to the next responder, as UIKit's do)

    /// Fingers touched down in this responder (a view: the view they hit). The default passes the call on to
    /// ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved. The default passes the call on to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted. The default passes the call on to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled (a gesture recognizer took them over). The default passes the call on to
    /// ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
