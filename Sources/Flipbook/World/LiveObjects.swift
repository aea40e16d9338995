import Synchronization

/// Counts of worlds and layers alive in the process, kept for tests that run long (thousands of renders in
/// one process) and must show that everything a render made was released: counting is cheap and
/// independent of timing, unlike watching memory.
enum LiveObjects {
    /// What is counted.
    enum Kind {
        /// ``World`` instances (``World/main`` included).
        case worlds
        /// ``CALayer`` instances: model and presentation layers of every subclass (every view has one).
        case layers
    }

    private static let worlds = Atomic<Int>(0)
    private static let layers = Atomic<Int>(0)

    /// Notes that an object of `kind` was initialised.
    static func created(_ kind: Kind) {
        switch kind {
        case .worlds: worlds.add(1, ordering: .relaxed)
        case .layers: layers.add(1, ordering: .relaxed)
        }
    }

    /// Notes that an object of `kind` was deinitialised.
    static func released(_ kind: Kind) {
        switch kind {
        case .worlds: worlds.subtract(1, ordering: .relaxed)
        case .layers: layers.subtract(1, ordering: .relaxed)
        }
    }

    /// How many objects of `kind` are alive.
    static func count(_ kind: Kind) -> Int {
        switch kind {
        case .worlds: worlds.load(ordering: .relaxed)
        case .layers: layers.load(ordering: .relaxed)
        }
    }
}
