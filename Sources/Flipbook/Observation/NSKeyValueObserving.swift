import Foundation

// Key-value observing's types, as Foundation declares them on Apple platforms (swift-corelibs-foundation has
// none of them, so Flipbook's are the only ones a client sees).

/// What a key-value observation reports, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The option's bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Report the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Report once at once, when the observation starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Report before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change reported, as Foundation's `NSKeyValueChange` (Flipbook's observable properties are
/// all set, never mutated as collections).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}

/// The keys of a change dictionary, as Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change (an `NSNumber` holding an ``NSKeyValueChange`` raw value).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (with ``NSKeyValueObservingOptions/new``).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (with ``NSKeyValueObservingOptions/old``).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (never present: Flipbook's observable properties are set whole).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change (with ``NSKeyValueObservingOptions/prior``).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// One change reported to an `observe(_:options:changeHandler:)` handler, as Foundation's
/// `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (always ``NSKeyValueChange/setting`` here).
    public let kind: NSKeyValueChange
    /// The new value, when ``NSKeyValueObservingOptions/new`` was asked for (and not in a prior notification).
    public let newValue: Value?
    /// The old value, when ``NSKeyValueObservingOptions/old`` was asked for.
    public let oldValue: Value?
    /// The indexes of a to-many change (always nil here).
    public let indexes: IndexSet?
    /// True for the notification sent before the change (``NSKeyValueObservingOptions/prior``).
    public let isPrior: Bool
}

/// An observation made with `observe(_:options:changeHandler:)`, as Foundation's `NSKeyValueObservation`:
/// it reports until ``invalidate()`` is called or it is deinitialized, so keep it.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    private weak var registration: KeyValueRegistration?

    init(registration: KeyValueRegistration) {
        self.registration = registration
        super.init()
    }

    /// Stops the observation (its handler is not called again).
    public func invalidate() {
        registration?.cancel()
    }

    deinit {
        MainActor.assumeIsolated { registration?.cancel() }
    }
}
