import Foundation

// UIKit's target-action for Linux, where there is no `#selector`: the action is the target's method itself,
// unapplied. `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))` becomes
// `UIPanGestureRecognizer(target: self, action: Self.handlePan)` (and the method needs no `@objc`). The
// target is held weakly, as UIKit does; once it is gone the action does nothing. (`target` is any object
// so that `Self.method` inside a class's own initialiser type-checks; a target of the wrong type is reported.)

extension UIGestureRecognizer {
    /// A recognizer that calls `action` on `target` with the recognizer (UIKit's `init(target:action:)`
    /// with a `handle(_:)`-style selector).
    public convenience init<Target: AnyObject>(
        target: AnyObject,
        action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
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
    public func addTarget<Target: AnyObject>(
        _ target: AnyObject, action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        guard Self.accepts(target, as: Target.self) else { return }
        addTarget { [weak target] (recognizer: UIGestureRecognizer) in
            // Actions are only ever called with `self`, whose dynamic type is `Self`.
            if let target = target as? Target, let typed = recognizer as? Self { action(target)(typed) }
        }
    }

    /// Adds `target`'s argument-less method `action` (UIKit's `addTarget(_:action:)`).
    public func addTarget<Target: AnyObject>(
        _ target: AnyObject, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        guard Self.accepts(target, as: Target.self) else { return }
        addTarget { [weak target] (_: UIGestureRecognizer) in
            if let target = target as? Target { action(target)() }
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
