/// How much a scene file may ask for, checked before the work it bounds is done. The defaults are
/// ``Scene/Limits``'s; `flipbook` raises them with `--max-nesting`, `--max-expanded-values`, `--max-views`
/// and `--max-memory`.
public struct SceneInputLimits: Sendable, Equatable {
    /// The deepest nesting of lists and mappings, at most ``maximumNesting``.
    public var nesting = Scene.Limits.nesting
    /// The most values the document may expand to once its aliases (`*name`) are resolved.
    public var expandedValues = Scene.Limits.expandedNodes
    /// The most views in the scene (all controllers together, subviews included).
    public var views = Scene.Limits.views
    /// The most memory the scene's decoded images may take together, in bytes.
    public var imageMemory = SceneLoader.defaultImageMemoryLimit

    /// The deepest nesting that may be allowed at all: the YAML parser composes nodes recursively, and
    /// deeper documents would overflow its stack.
    public static let maximumNesting = 1000

    /// The default limits.
    public init() {}
}
