import ArgumentParser
import FlipbookScenes

/// `--max-nesting`, `--max-expanded-values` and `--max-views`: how much a scene file may ask for, checked
/// before the work it bounds is done (see ``SceneInputLimits``). Memory has its own `--max-memory`.
public struct InputLimits: ParsableArguments {
    /// The deepest nesting of lists and mappings in a scene file.
    @Option(
        name: .customLong("max-nesting"),
        help: ArgumentHelp(
            "Deepest nesting of lists and mappings in a scene file (default 200, at most 1000).",
            valueName: "levels"))
    public var nesting = Scene.Limits.nesting

    /// The most values a scene file may expand to once its aliases are resolved.
    @Option(
        name: .customLong("max-expanded-values"),
        help: ArgumentHelp(
            "Most values a scene file may expand to once its aliases (*name) are resolved (default 1000000).",
            valueName: "count"))
    public var expandedValues = Scene.Limits.expandedNodes

    /// The most views in a scene.
    @Option(
        name: .customLong("max-views"),
        help: ArgumentHelp("Most views in a scene, subviews included (default 10000).", valueName: "count"))
    public var views = Scene.Limits.views

    /// The default limits.
    public init() {}

    /// Refuses limits that are not positive, or nesting the parser could not survive.
    public func validate() throws {
        guard (1...SceneInputLimits.maximumNesting).contains(nesting) else {
            throw ValidationError(
                """
                --max-nesting must be 1…\(SceneInputLimits.maximumNesting) \
                (deeper would overflow the parser's stack), got \(nesting)
                """)
        }
        guard expandedValues >= 1 else { throw ValidationError("--max-expanded-values must be at least 1") }
        guard views >= 1 else { throw ValidationError("--max-views must be at least 1") }
    }

    /// The scene limits these options and `memory` give.
    func sceneLimits(memory: MemoryBudget) -> SceneInputLimits {
        var limits = SceneInputLimits()
        limits.nesting = nesting
        limits.expandedValues = expandedValues
        limits.views = views
        limits.imageMemory = memory.bytes
        return limits
    }
}
