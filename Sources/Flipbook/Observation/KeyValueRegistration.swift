import Foundation

/// One observation of one key of one object (a `UIResponder` or a `CALayer`), made by
/// `observe(_:options:changeHandler:)` or `addObserver(_:forKeyPath:options:context:)`: it remembers the value
/// last reported and reports when a change of the object leaves the key with another value.
@MainActor
final class KeyValueRegistration {
    /// What a registration reports: the old value, the new one, and whether this is the prior notification.
    typealias Report = @MainActor (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void

    /// The key path as UIKit spells it (`frame`, `contentOffset`, `isHidden`, …).
    let keyPath: String
    let options: NSKeyValueObservingOptions
    /// The observer of `addObserver(_:forKeyPath:options:context:)` (held weakly, as KVO does), and its context.
    weak var observer: NSObject?
    let context: UnsafeMutableRawPointer?
    private weak var object: AnyObject?
    private let read: @MainActor (AnyObject) -> Any?
    private let report: Report
    private var lastValue: Any?

    init(
        object: AnyObject, keyPath: String, options: NSKeyValueObservingOptions, observer: NSObject? = nil,
        context: UnsafeMutableRawPointer? = nil, read: @escaping @MainActor (AnyObject) -> Any?,
        report: @escaping Report
    ) {
        self.object = object
        self.keyPath = keyPath
        self.options = options
        self.observer = observer
        self.context = context
        self.read = read
        self.report = report
        lastValue = read(object)
    }

    /// Reports the current value at once (``NSKeyValueObservingOptions/initial``).
    func reportInitialValue() {
        report(nil, lastValue, false)
    }

    /// Reports a change when the value differs from the one last reported: first the prior notification
    /// (when asked for), then the change.
    func check() {
        guard let object else { return }
        let value = read(object)
        guard !KeyValueEquality.same(lastValue, value) else { return }
        let old = lastValue
        lastValue = value
        if options.contains(.prior) { report(old, nil, true) }
        report(old, value, false)
    }

    /// Removes the registration from its object (it reports nothing more).
    func cancel() {
        guard let object else { return }
        KeyValueObserving.remove(self, from: object)
        self.object = nil
    }
}

/// Compares two observed values: equal when both are nil, or both hold the same `Equatable` value.
enum KeyValueEquality {
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let a?, let b?):
            guard let equatable = a as? any Equatable else { return false }
            return equatable.isEqual(to: b)
        }
    }
}

extension Equatable {
    /// Whether `other` holds a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
