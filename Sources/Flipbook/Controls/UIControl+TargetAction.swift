import Foundation

// UIKit's target-action for controls, in Flipbook's form of a selector: the target's method itself,
// unapplied (`button.addTarget(self, action: Self.save, for: .touchUpInside)` for
// `#selector(save(_:))`; the method needs no `@objc`). Targets are held weakly, as in UIKit; a nil target
// sends the action to the first object of the method's type on the responder chain (see `ActionChain`).
// Swift cannot compare functions, so an action is identified by its target and its method's type: removing
// one removes every action of that target with that signature.

/// One target-action pair of a control.
@MainActor
struct ControlTargetAction {
    /// The target, held weakly; nil also when the pair was added with a nil target.
    weak var target: AnyObject?
    /// Whether the pair was added with a nil target (it then follows the responder chain).
    let followsChain: Bool
    /// The target's identity, to find the pair again after the target is gone.
    let targetID: ObjectIdentifier?
    /// The type of the action's method (`(Target) -> (Sender) -> Void`), its identity for `removeTarget`.
    let signature: ObjectIdentifier
    /// The events it is sent for.
    var events: UIControl.Event
    /// Sends the action from the control (through `sendAction(_:to:for:)`).
    let send: @MainActor (UIControl, AnyObject?, UIEvent?) -> Void

    /// Whether the pair belongs to `target` (nil: to nobody in particular, matching every pair).
    func belongs(to target: Any?) -> Bool {
        guard let target else { return true }
        return targetID == ObjectIdentifier(target as AnyObject)
    }
}

extension UIControl {
    /// Sends `target`'s method `action`, called with the control, for `controlEvents` (UIKit's
    /// `addTarget(_:action:for:)` with a `save(_:)`-style selector).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
        for controlEvents: UIControl.Event
    ) {
        addPair(target, signature: type(of: action), for: controlEvents) { control, target, event in
            control.sendAction(action, to: target, for: event)
        }
    }

    /// Sends `target`'s method `action`, called with the control and the event, for `controlEvents`
    /// (UIKit's `addTarget(_:action:for:)` with a `save(_:forEvent:)`-style selector).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent) -> Void,
        for controlEvents: UIControl.Event
    ) {
        addPair(target, signature: type(of: action), for: controlEvents) { control, target, event in
            control.sendAction(action, to: target, for: event)
        }
    }

    /// Sends `target`'s argument-less method `action` for `controlEvents` (UIKit's
    /// `addTarget(_:action:for:)` with a `save`-style selector).
    public func addTarget<Target: AnyObject>(
        _ target: Any?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        for controlEvents: UIControl.Event
    ) {
        addPair(target, signature: type(of: action), for: controlEvents) { control, target, event in
            control.sendAction(action, to: target, for: event)
        }
    }

    /// Stops sending `target`'s `action` for `controlEvents` (UIKit's `removeTarget(_:action:for:)`).
    /// A nil target matches every target; a nil action every action of the target (an action is identified by its
    /// method's type, as Swift cannot compare functions). A pair left with no events is removed.
    public func removeTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Any?, action: (@MainActor (Target) -> @MainActor (Sender) -> Void)?,
        for controlEvents: UIControl.Event
    ) {
        removePairs(target, signature: action.map { type(of: $0) }, for: controlEvents)
    }

    /// Stops sending `target`'s `action` (taking the control and the event) for `controlEvents`.
    public func removeTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Any?, action: (@MainActor (Target) -> @MainActor (Sender, UIEvent) -> Void)?,
        for controlEvents: UIControl.Event
    ) {
        removePairs(target, signature: action.map { type(of: $0) }, for: controlEvents)
    }

    /// Stops sending `target`'s argument-less `action` for `controlEvents`.
    public func removeTarget<Target: AnyObject>(
        _ target: Any?, action: (@MainActor (Target) -> @MainActor () -> Void)?,
        for controlEvents: UIControl.Event
    ) {
        removePairs(target, signature: action.map { type(of: $0) }, for: controlEvents)
    }

    /// Stops sending every action of `target` (nil: of every target) for `controlEvents` (UIKit's
    /// `removeTarget(_:action: nil, for:)`).
    public func removeTarget(_ target: Any?, action: Never?, for controlEvents: UIControl.Event) {
        removePairs(target, signature: nil, for: controlEvents)
    }

    /// The targets of the control's target-action pairs that are still alive (UIKit's `allTargets`);
    /// objects that are not `Hashable` are represented by their `ObjectIdentifier`. Pairs added with a nil
    /// target contribute `NSNull`, as in UIKit.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for pair in targetActions {
            if pair.followsChain {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = pair.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    /// Every event some target-action pair or `UIAction` is registered for (UIKit's `allControlEvents`).
    public var allControlEvents: UIControl.Event {
        var events = registeredActions.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
        for pair in targetActions where pair.followsChain || pair.target != nil { events.formUnion(pair.events) }
        return events
    }

    /// Sends the actions registered for `controlEvents` now, as if the events happened (UIKit's
    /// `sendActions(for:)`): target-action pairs and `UIAction`s, in the order they were added.
    public func sendActions(for controlEvents: UIControl.Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Calls `action` on `target` with the control (UIKit's `sendAction(_:to:for:)`); a nil target means the first
    /// object of the method's type on the responder chain from the control. A control that is not of the
    /// method's sender type is reported and nothing is called.
    public func sendAction<Target: AnyObject, Sender: UIControl>(
        _ action: @MainActor (Target) -> @MainActor (Sender) -> Void, to target: Any?, for event: UIEvent?
    ) {
        guard let receiver = receiver(Target.self, for: target), let sender = sender(Sender.self) else { return }
        action(receiver)(sender)
    }

    /// Calls `action` on `target` with the control and `event` (a new touch event when nil).
    public func sendAction<Target: AnyObject, Sender: UIControl>(
        _ action: @MainActor (Target) -> @MainActor (Sender, UIEvent) -> Void, to target: Any?, for event: UIEvent?
    ) {
        guard let receiver = receiver(Target.self, for: target), let sender = sender(Sender.self) else { return }
        action(receiver)(sender, event ?? UIEvent(type: .touches, timestamp: VirtualClock.shared.now))
    }

    /// Calls the argument-less `action` on `target`.
    public func sendAction<Target: AnyObject>(
        _ action: @MainActor (Target) -> @MainActor () -> Void, to target: Any?, for event: UIEvent?
    ) {
        guard let receiver = receiver(Target.self, for: target) else { return }
        action(receiver)()
    }

    // MARK: Internals

    /// Sends the pairs and `UIAction`s registered for any of `controlEvents`, each once, in the order added.
    func sendActions(for controlEvents: UIControl.Event, with event: UIEvent?) {
        let actions = registeredActions.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registered in actions { sendAction(registered.action) }
        let pairs = targetActions.filter { !$0.events.isDisjoint(with: controlEvents) }
        for pair in pairs {
            if pair.followsChain {
                pair.send(self, nil, event)
            } else if let target = pair.target {
                pair.send(self, target, event)
            }
        }
    }

    private func addPair(
        _ target: Any?, signature: Any.Type, for controlEvents: UIControl.Event,
        send: @escaping @MainActor (UIControl, AnyObject?, UIEvent?) -> Void
    ) {
        let object = target.map { $0 as AnyObject }
        targetActions.append(
            ControlTargetAction(
                target: object, followsChain: object == nil, targetID: object.map(ObjectIdentifier.init),
                signature: ObjectIdentifier(signature), events: controlEvents, send: send))
    }

    private func removePairs(_ target: Any?, signature: Any.Type?, for controlEvents: UIControl.Event) {
        let signatureID = signature.map(ObjectIdentifier.init)
        for index in targetActions.indices
        where targetActions[index].belongs(to: target)
            && (signatureID == nil || targetActions[index].signature == signatureID)
        {
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty || (!$0.followsChain && $0.target == nil) }
    }

    private func receiver<Target>(_ type: Target.Type, for target: Any?) -> Target? {
        if let target {
            if let receiver = target as? Target { return receiver }
            flipbookWarning(
                """
                \(Swift.type(of: self)) action target \(Swift.type(of: target)) has no such action \
                (the action belongs to \(Target.self)); nothing was sent
                """)
            return nil
        }
        return ActionChain.first(Target.self, from: self)
    }

    private func sender<Sender>(_ type: Sender.Type) -> Sender? {
        if let sender = self as? Sender { return sender }
        flipbookWarning(
            "\(Swift.type(of: self)) cannot send an action whose sender must be a \(Sender.self); nothing was sent")
        return nil
    }
}
