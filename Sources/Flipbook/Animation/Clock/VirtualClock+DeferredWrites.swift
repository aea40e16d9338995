import Foundation

/// A model write held back by a mover until something could see it.
struct DeferredWrite {
    /// The mover that holds it back (one write each).
    let owner: ObjectIdentifier
    /// The sequence number of the mover's next event, which may fire before the write runs.
    let exemptEvent: UInt64
    /// Brings the mover's model values up to date.
    let write: @MainActor () -> Void
}

extension VirtualClock {
    /// Holds back `write`, which brings `owner`'s model values up to date, until just before the clock runs
    /// anything other than the event `next`: another scheduled event, an animation completion, a transaction's
    /// commit, a time observer, or the return from ``advance(to:)`` (and a reset). A later call for the same
    /// owner replaces it. For a mover whose intermediate values nothing can observe between two of its own
    /// events (UIKit Dynamics between its steps, when no code of the app runs in them): the values are written
    /// once, before anything can read them, instead of at every event.
    func deferWrite(of owner: AnyObject, until next: Token, _ write: @escaping @MainActor () -> Void) {
        let key = ObjectIdentifier(owner)
        let entry = DeferredWrite(owner: key, exemptEvent: next.id, write: write)
        if let index = deferredWrites.firstIndex(where: { $0.owner == key }) {
            deferredWrites[index] = entry
        } else {
            deferredWrites.append(entry)
        }
    }

    /// Forgets `owner`'s held-back write (it wrote its values itself), if any.
    func dropDeferredWrite(of owner: AnyObject) {
        let key = ObjectIdentifier(owner)
        deferredWrites.removeAll { $0.owner == key }
    }

    /// Runs the held-back writes, oldest first, except those waiting for the event `exempt`.
    func runDeferredWrites(exceptBefore exempt: UInt64? = nil) {
        guard !deferredWrites.isEmpty else { return }
        let due = deferredWrites.filter { $0.exemptEvent != exempt }
        guard !due.isEmpty else { return }
        deferredWrites.removeAll { $0.exemptEvent != exempt }
        for entry in due { entry.write() }
    }
}
