import Foundation

extension CADisplayLink {
    /// A display link that calls `target`'s method `selector` with the link on every tick (UIKit's
    /// `CADisplayLink(target:selector:)` with a `step(_:)`-style selector, `Self.step` in Flipbook's form). The
    /// link retains its target until ``invalidate()``, as Core Animation does.
    public convenience init<Target: AnyObject>(
        target: Any, selector: @escaping @MainActor (Target) -> @MainActor (CADisplayLink) -> Void
    ) {
        let receiver = Self.receiver(target, of: Target.self)
        self.init { link in if let receiver { selector(receiver)(link) } }
    }

    /// A display link that calls `target`'s argument-less method `selector` on every tick.
    public convenience init<Target: AnyObject>(
        target: Any, selector: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        let receiver = Self.receiver(target, of: Target.self)
        self.init { _ in if let receiver { selector(receiver)() } }
    }

    /// `target` as the method's type; a target of another type is reported and the link does nothing.
    private static func receiver<Target>(_ target: Any, of type: Target.Type) -> Target? {
        if let receiver = target as? Target { return receiver }
        flipbookWarning(
            "CADisplayLink target \(Swift.type(of: target)) has no such method (it belongs to \(Target.self))")
        return nil
    }
}
