import ArgumentParser
import FlipbookScenes
import Foundation

/// Options shared by `record` and `verify`: the goldens folder, the times, and the screen overrides
/// (goldens are rendered at scale 1 unless `--scale` says otherwise, to keep them small).
public struct GoldenOptions: ParsableArguments {
    /// The folder holding `<name>.t<ms>ms.png` files.
    @Option(help: ArgumentHelp("Folder of golden PNGs (<name>.t0250ms.png).", valueName: "dir"))
    public var goldens: String

    /// Frame times in milliseconds.
    @Option(
        help: ArgumentHelp(
            """
            Frame times in milliseconds, \
            e.g. 0,100,250 (record: default five evenly spaced; verify: default every recorded time).
            """,
            valueName: "ms,…"),
        transform: { try GoldenTimes(parsing: $0) })
    public var times: GoldenTimes?

    /// Screen and frame-rate overrides.
    @OptionGroup public var overrides: SceneOverrides

    /// Rendering threads.
    @Option(help: "Frames rendered at once (default: the number of cores).")
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    /// The memory budget.
    @OptionGroup public var memory: MemoryBudget
    /// Nesting, alias expansion and view limits.
    @OptionGroup public var limits: InputLimits

    /// Creates the options.
    public init() {}

    /// Rejects an empty goldens folder.
    public func validate() throws {
        guard !goldens.isEmpty else {
            throw ValidationError("--goldens is empty; give a folder (\".\" for the current one)")
        }
    }

    /// The scene with overrides, at scale 1 unless `--scale` was given.
    func prepare(_ scene: Scene) throws(CLIError) -> Scene {
        var scene = try overrides.apply(to: scene)
        if overrides.scale == nil { scene.screen.scale = 1 }
        return scene
    }

    /// The goldens folder as a URL.
    var folder: URL { URL(fileURLWithPath: goldens, isDirectory: true).standardizedFileURL }

    /// The name goldens of `input` are filed under: the catalog name, or the scene file's base name.
    static func goldenName(of input: String) -> String {
        let base = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        return base.isEmpty ? input : base
    }
}
