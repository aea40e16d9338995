import Foundation
import Synchronization

// `NotificationCenter.addObserver(_:selector:name:object:)` in Flipbook's form of a selector: the observer's
// method itself, unapplied (`addObserver(self, selector: Self.keyboardWillShow, name: …, object: nil)` for
// `#selector(keyboardWillShow(_:))`). The observer is held weakly; the method runs synchronously, on the main
// actor, when a notification is posted there (`post(name:object:userInfo:)`). Each registration is a
// Foundation block observer underneath, so `removeObserver(_:)` and `removeObserver(_:name:object:)` here take
// an object (the observer) and also forward to Foundation's for its observer tokens.

/// One method-reference observer registered with a notification center.
private struct SelectorObservation: @unchecked Sendable {
    let center: ObjectIdentifier
    let observer: ObjectIdentifier
    weak var observerObject: AnyObject?
    let name: NSNotification.Name?
    /// The sender it was limited to, if any (identity only).
    let object: ObjectIdentifier?
    /// Foundation's token for the block observer doing the work.
    let token: any NSObjectProtocol
}

/// Every method-reference observer, across notification centers.
private let selectorObservations = Mutex<[SelectorObservation]>([])

extension NotificationCenter {
    /// Calls `observer`'s method `selector` with each notification named `name` (nil: every name) from
    /// `object` (nil: any sender) posted to this center (UIKit's `addObserver(_:selector:name:object:)` with a
    /// `handle(_:)`-style selector). The observer is held weakly.
    @preconcurrency public func addObserver<Observer: AnyObject>(
        _ observer: Any, selector: @escaping @MainActor (Observer) -> @MainActor (Notification) -> Void,
        name: NSNotification.Name?, object: Any?
    ) {
        register(observer, signature: Observer.self, name: name, object: object) { target, notification in
            selector(target)(notification)
        }
    }

    /// Calls `observer`'s argument-less method `selector` for each matching notification (UIKit's
    /// `addObserver(_:selector:name:object:)` with a `handle`-style selector).
    @preconcurrency public func addObserver<Observer: AnyObject>(
        _ observer: Any, selector: @escaping @MainActor (Observer) -> @MainActor () -> Void,
        name: NSNotification.Name?, object: Any?
    ) {
        register(observer, signature: Observer.self, name: name, object: object) { target, _ in selector(target)() }
    }

    /// Removes every method-reference observation of `observer` from this center, then lets Foundation remove
    /// its own registrations of it (an observer token from `addObserver(forName:object:queue:using:)`).
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations(of: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s method-reference observations of notifications named `name` (nil: any) from
    /// `object` (nil: any), then lets Foundation remove its own matching registrations.
    public func removeObserver(_ observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        removeSelectorObservations(of: observer, name: name, object: object)
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register<Observer: AnyObject>(
        _ observer: Any, signature: Observer.Type, name: NSNotification.Name?, object: Any?,
        call: @escaping @MainActor (Observer, Notification) -> Void
    ) {
        let target = observer as AnyObject
        guard target is Observer else {
            flipbookWarning(
                """
                observer \(type(of: observer)) has no such method (the selector belongs to \(Observer.self)); \
                it was not added
                """)
            return
        }
        purgeDeadObservations()
        let weakTarget = WeakObject(target)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            guard MainQueue.isCurrent else {
                flipbookWarning(
                    """
                    notification \(notification.name.rawValue) was posted off the main actor; \
                    its main-actor observer was skipped
                    """)
                return
            }
            // Posted on the main actor, so the main actor's code may have it.
            nonisolated(unsafe) let posted = notification
            MainActor.assumeIsolated {
                if let target = weakTarget.object as? Observer { call(target, posted) }
            }
        }
        let observation = SelectorObservation(
            center: ObjectIdentifier(self), observer: ObjectIdentifier(target), observerObject: target, name: name,
            object: object.map { ObjectIdentifier($0 as AnyObject) }, token: token)
        selectorObservations.withLock { $0.append(observation) }
    }

    private func removeSelectorObservations(of observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        let center = ObjectIdentifier(self)
        let observerID = ObjectIdentifier(observer)
        let objectID = object.map { ObjectIdentifier($0 as AnyObject) }
        let removed = selectorObservations.withLock { observations in
            let matching = observations.filter {
                $0.center == center && $0.observer == observerID && (name == nil || $0.name == name)
                    && (objectID == nil || $0.object == objectID)
            }
            observations.removeAll { candidate in matching.contains { $0.token === candidate.token } }
            return matching
        }
        for observation in removed { removeObserver(observation.token as Any) }
    }

    /// Forgets the observations whose observer is gone.
    private func purgeDeadObservations() {
        let center = ObjectIdentifier(self)
        let dead = selectorObservations.withLock { observations in
            let dead = observations.filter { $0.center == center && $0.observerObject == nil }
            observations.removeAll { $0.center == center && $0.observerObject == nil }
            return dead
        }
        for observation in dead { removeObserver(observation.token as Any) }
    }
}

/// A weak reference that may cross into Foundation's `@Sendable` observer blocks (read on the main actor only).
private final class WeakObject: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
