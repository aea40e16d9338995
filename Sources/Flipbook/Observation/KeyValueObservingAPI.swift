import Foundation

/// The objects that can be observed, as Foundation's protocol of that name: `UIResponder` (views, scroll views,
/// view controllers, windows) and `CALayer`. Flipbook has no Objective-C runtime, so it observes the keys
/// UIKit clients observe in practice (`KeyValueKeys`): a view's frame, bounds, center, transform, alpha and
/// isHidden (whether changed through frame, bounds, center, the layer or Auto Layout), a scroll view's
/// contentOffset, contentSize and contentInset, a view controller's preferredContentSize, and a layer's
/// position, bounds, frame, transform, opacity and other geometry. A change is reported when the model value
/// differs from the one last reported; the prior notification (``NSKeyValueObservingOptions/prior``) comes
/// right before it, after the change was made.
@preconcurrency @MainActor
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension UIResponder: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` with this object and the change whenever the value at `keyPath` changes, until
    /// the returned observation is invalidated or deinitialized. A key path Flipbook cannot observe is
    /// reported (and only an ``NSKeyValueObservingOptions/initial`` notification is sent).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let name = KeyValueKeys.name(of: keyPath as PartialKeyPath<Self>)
        if name == nil {
            flipbookWarning(
                """
                observe(_:options:changeHandler:): this key path of \(Self.self) cannot be observed in Flipbook \
                (observable: \(KeyValueKeys.observableKeys(of: self).joined(separator: ", ")))
                """)
        }
        let registration = KeyValueRegistration(
            object: self, keyPath: name ?? "", options: options, read: { ($0 as! Self)[keyPath: keyPath] },
            report: { [weak self] old, new, isPrior in
                guard let self else { return }
                let change = NSKeyValueObservedChange<Value>(
                    kind: .setting, newValue: options.contains(.new) && !isPrior ? new as? Value : nil,
                    oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil, isPrior: isPrior)
                changeHandler(self, change)
            })
        if name != nil { KeyValueObserving.add(registration, to: self) }
        if options.contains(.initial) { registration.reportInitialValue() }
        return NSKeyValueObservation(registration: registration)
    }

    /// Registers `observer` to receive `observeValue(forKeyPath:of:change:context:)` when the value at
    /// `keyPath` changes (the observer is not retained). The observer must be a `UIResponder`, a `CALayer`, a
    /// `UIPresentationController` or a `UIPercentDrivenInteractiveTransition` (the classes that declare
    /// `observeValue` here); anything else, and a key path Flipbook cannot observe, is reported.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let receiver = observer as? KeyValueObserverReceiving else {
            flipbookWarning(
                """
                addObserver(_:forKeyPath:options:context:): \(type(of: observer)) has no \
                observeValue(forKeyPath:of:change:context:) in Flipbook; observe with a UIResponder, CALayer, \
                UIPresentationController or UIPercentDrivenInteractiveTransition subclass, or with observe(_:)
                """)
            return
        }
        guard let read = KeyValueKeys.reader(for: keyPath, of: self) else {
            flipbookWarning(
                """
                addObserver(_:forKeyPath:options:context:): "\(keyPath)" of \(type(of: self)) cannot be observed \
                in Flipbook (observable: \(KeyValueKeys.observableKeys(of: self).joined(separator: ", ")))
                """)
            return
        }
        let registration = KeyValueRegistration(
            object: self, keyPath: keyPath, options: options, observer: observer, context: context, read: read,
            report: { [weak self, weak receiver] old, new, isPrior in
                guard let self, let receiver else { return }
                var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
                if isPrior { change[.notificationIsPriorKey] = NSNumber(value: true) }
                if options.contains(.new), !isPrior, let new { change[.newKey] = new }
                if options.contains(.old), let old { change[.oldKey] = old }
                receiver.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
            })
        KeyValueObserving.add(registration, to: self)
        if options.contains(.initial) { registration.reportInitialValue() }
    }

    /// Removes the registration of `observer` for `keyPath` made last; reported when there is none.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(of: observer, keyPath: keyPath, context: nil, matchingContext: false)
    }

    /// Removes the registration of `observer` for `keyPath` with `context` made last; reported when there is none.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(of: observer, keyPath: keyPath, context: context, matchingContext: true)
    }

    private func removeRegistration(
        of observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, matchingContext: Bool
    ) {
        let match = KeyValueObserving.registrations(of: self).last { registration in
            registration.observer === observer && registration.keyPath == keyPath
                && (!matchingContext || registration.context == context)
        }
        guard let match else {
            flipbookWarning(
                """
                removeObserver(_:forKeyPath:): \(type(of: observer)) is not registered as an observer of \
                "\(keyPath)" of \(type(of: self)); nothing removed
                """)
            return
        }
        match.cancel()
    }
}

/// The classes that declare `observeValue(forKeyPath:of:change:context:)`, as UIKit's `NSObject` does, so
/// that `addObserver(_:forKeyPath:options:context:)` can call their overrides.
@MainActor
protocol KeyValueObserverReceiving: AnyObject {
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

extension UIResponder: KeyValueObserverReceiving {}
extension CALayer: KeyValueObserverReceiving {}
extension UIPresentationController: KeyValueObserverReceiving {}
extension UIPercentDrivenInteractiveTransition: KeyValueObserverReceiving {}
