import Foundation

extension UIView {
    /// The gesture recognizers attached to this view, in the order they were added (`nil` when none).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let list = GestureRegistry.shared.recognizers(of: self)
            return list.isEmpty ? nil : list
        }
        set {
            for recognizer in GestureRegistry.shared.recognizers(of: self) { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to this view (detaching it from any other view first).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view {
            if old === self { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        GestureRegistry.shared.add(gestureRecognizer, to: self)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from this view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        GestureRegistry.shared.remove(gestureRecognizer, from: self)
        gestureRecognizer.view = nil
    }
}

/// Which gesture recognizers are attached to which view. Views hold their recognizers strongly (as in
/// UIKit) through this table; entries of views that no longer exist are dropped as the table changes.
@MainActor
final class GestureRegistry {
    static let shared = GestureRegistry()

    private struct Entry {
        weak var view: UIView?
        var recognizers: [UIGestureRecognizer]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func recognizers(of view: UIView) -> [UIGestureRecognizer] {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return [] }
        return entry.recognizers
    }

    func add(_ recognizer: UIGestureRecognizer, to view: UIView) {
        entries = entries.filter { $0.value.view != nil }
        var entry = entries[ObjectIdentifier(view)].flatMap { $0.view === view ? $0 : nil } ?? Entry(view: view, recognizers: [])
        entry.recognizers.append(recognizer)
        entries[ObjectIdentifier(view)] = entry
    }

    func remove(_ recognizer: UIGestureRecognizer, from view: UIView) {
        guard var entry = entries[ObjectIdentifier(view)], entry.view === view else { return }
        entry.recognizers.removeAll { $0 === recognizer }
        entries[ObjectIdentifier(view)] = entry.recognizers.isEmpty ? nil : entry
    }
}
