import Synchronization

/// A `shouldStop` check for tests: answers false `calls` times, then true; counts how often it was asked.
final class StopAfter: Sendable {
    private let limit: Int
    private let asked = Atomic<Int>(0)

    init(calls: Int) { limit = calls }

    /// How many times the check was asked.
    var count: Int { asked.load(ordering: .relaxed) }

    /// The check itself.
    var check: @Sendable () -> Bool { { self.asked.add(1, ordering: .relaxed).newValue > self.limit } }
}
