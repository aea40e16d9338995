import Foundation

// UIKit's target-action for Linux, where there is no `#selector`: the action is the target's method itself,
// unapplied. `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))` becomes
// `UIPanGestureRecognizer(target: self, action: Self.handlePan)` (and the method needs no `@objc`). The
// target is held weakly, as UIKit does; once it is gone the action does nothing. (`target` is any object
// so that `Self.method` inside a class's own initialiser type-checks; a target of the wrong type is reported.)
// The method's parameter may be any recognizer class, as the Objective-C runtime allows: a
// `UIPanGestureRecognizer` property may call a method taking `UIScreenEdgePanGestureRecognizer` when it
// holds one; called with a recognizer of another class, the action is reported and skipped. Swift cannot
// compare functions, so `removeTarget(_:action:)` identifies an action by its target and its method's type.

/// One action of a recognizer: a closure, or a target's method.
@MainActor
struct RecognizerAction {
    /// The target's identity (nil for closure actions).
    var targetID: ObjectIdentifier?
    /// The type of the target's method (nil for closure actions).
    var signature: ObjectIdentifier?
    /// Calls the action with the recognizer.
    let call: @MainActor (UIGestureRecognizer) -> Void

    /// A closure action.
    init(_ call: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.call = call
    }

    /// A target's method, held weakly.
    init(target: AnyObject, signature: Any.Type, call: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targetID = ObjectIdentifier(target)
        self.signature = ObjectIdentifier(signature)
        self.call = call
    }
}

extension UIGestureRecognizer {
    /// A recognizer that calls `action` on `target` with the recognizer (UIKit's `init(target:action:)`
    /// with a `handle(_:)`-style selector).
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: AnyObject,
        action: @escaping @MainActor (Target) -> @MainActor (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls `action` on `target` (UIKit's `init(target:action:)` with a `handle`-style
    /// selector taking no argument).
    public convenience init<Target: AnyObject>(
        target: AnyObject, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds `target`'s method `action`, called with the recognizer (UIKit's `addTarget(_:action:)`).
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: AnyObject, action: @escaping @MainActor (Target) -> @MainActor (Recognizer) -> Void
    ) {
        guard Self.accepts(target, as: Target.self) else { return }
        actions.append(
            RecognizerAction(target: target, signature: type(of: action)) { [weak target] recognizer in
                guard let target = target as? Target else { return }
                guard let typed = recognizer as? Recognizer else {
                    flipbookWarning(
                        """
                        \(Swift.type(of: recognizer)) cannot call an action taking a \(Recognizer.self) \
                        (on \(Target.self)); the action was skipped
                        """)
                    return
                }
                action(target)(typed)
            })
    }

    /// Adds `target`'s argument-less method `action` (UIKit's `addTarget(_:action:)`).
    public func addTarget<Target: AnyObject>(
        _ target: AnyObject, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        guard Self.accepts(target, as: Target.self) else { return }
        actions.append(
            RecognizerAction(target: target, signature: type(of: action)) { [weak target] _ in
                if let target = target as? Target { action(target)() }
            })
    }

    /// Removes `target`'s method `action` (UIKit's `removeTarget(_:action:)`): a nil target removes the
    /// action from every target, a nil action every action of the target.
    public func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Any?, action: (@MainActor (Target) -> @MainActor (Recognizer) -> Void)?
    ) {
        removeActions(of: target, signature: action.map { type(of: $0) })
    }

    /// Removes `target`'s argument-less method `action` (UIKit's `removeTarget(_:action:)`).
    public func removeTarget<Target: AnyObject>(
        _ target: Any?, action: (@MainActor (Target) -> @MainActor () -> Void)?
    ) {
        removeActions(of: target, signature: action.map { type(of: $0) })
    }

    /// Removes every action of `target`, or every action at all (closures too) when `target` is nil (UIKit's
    /// `removeTarget(_:action: nil)`).
    public func removeTarget(_ target: Any?, action: Never?) {
        removeActions(of: target, signature: nil)
    }

    private func removeActions(of target: Any?, signature: Any.Type?) {
        let targetID = target.map { ObjectIdentifier($0 as AnyObject) }
        let signatureID = signature.map(ObjectIdentifier.init)
        if targetID == nil, signatureID == nil {
            actions.removeAll()
            return
        }
        actions.removeAll { action in
            guard action.targetID != nil else { return false }
            return (targetID == nil || action.targetID == targetID)
                && (signatureID == nil || action.signature == signatureID)
        }
    }

    /// Whether `target` has the type of the action's method; a mismatch is reported and the action dropped.
    private static func accepts<Target>(_ target: AnyObject, as type: Target.Type) -> Bool {
        if target is Target { return true }
        flipbookWarning(
            """
            \(Self.self) target \(Swift.type(of: target)) has no such action \
            (the action belongs to \(Target.self)); the action was not added
            """
        )
        return false
    }
}
