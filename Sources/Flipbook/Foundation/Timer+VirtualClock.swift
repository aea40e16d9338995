import Foundation

// Under `import Flipbook`, `Timer.scheduledTimer(…)` schedules on Flipbook's virtual clock, so timers fire at
// virtual times as frames are recorded. The block form has Foundation's exact signature, so Swift prefers this
// declaration (Flipbook imports Foundation, and a module's declaration shadows an identical one of a module it
// imports): iOS code compiles unchanged, in Swift 5 and 6, with no ambiguity. The selector form, which Linux's
// Foundation lacks, takes Flipbook's method reference (`selector: Self.tick` for `#selector(tick(_:))`).
// Timers made with Foundation's initialisers and added to a run loop by hand still run on the real run loop.

extension Timer {
    /// A timer firing `block` on the virtual clock every `interval` seconds (once if `repeats` is false),
    /// first `interval` seconds from now (Foundation's `scheduledTimer(withTimeInterval:repeats:block:)`).
    /// Call it on the main actor, as iOS code does; elsewhere the timer is reported and never fires.
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        scheduled(VirtualTimer(interval: interval, repeats: repeats, userInfo: nil) { block($0) })
    }

    /// A timer calling `target`'s method `selector` with the timer on the virtual clock (Foundation's
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with a `tick(_:)`-style selector).
    /// The timer retains `target` and `userInfo` until it is invalidated, as Foundation does.
    @preconcurrency public class func scheduledTimer<Target: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: Any,
        selector aSelector: @escaping @MainActor (Target) -> @MainActor (Timer) -> Void, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        // Timers are main-thread objects; the target is only ever used there.
        nonisolated(unsafe) let receiver = receiver(aTarget, of: Target.self)
        return scheduled(
            VirtualTimer(interval: ti, repeats: yesOrNo, userInfo: userInfo) { timer in
                if let receiver { aSelector(receiver)(timer) }
            })
    }

    /// A timer calling `target`'s argument-less method `selector` on the virtual clock.
    @preconcurrency public class func scheduledTimer<Target: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: Any,
        selector aSelector: @escaping @MainActor (Target) -> @MainActor () -> Void, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        // Timers are main-thread objects; the target is only ever used there.
        nonisolated(unsafe) let receiver = receiver(aTarget, of: Target.self)
        return scheduled(
            VirtualTimer(interval: ti, repeats: yesOrNo, userInfo: userInfo) { _ in
                if let receiver { aSelector(receiver)() }
            })
    }

    private static func scheduled(_ timer: VirtualTimer) -> Timer {
        guard MainQueue.isCurrent else {
            flipbookWarning("Timer.scheduledTimer was called off the main actor; the timer will never fire")
            timer.invalidate()
            return timer
        }
        nonisolated(unsafe) let mainTimer = timer
        MainActor.assumeIsolated { mainTimer.schedule(on: VirtualClock.shared) }
        return timer
    }

    private static func receiver<Target>(_ target: Any, of type: Target.Type) -> Target? {
        if let receiver = target as? Target { return receiver }
        flipbookWarning("Timer target \(Swift.type(of: target)) has no such method (it belongs to \(Target.self))")
        return nil
    }
}
