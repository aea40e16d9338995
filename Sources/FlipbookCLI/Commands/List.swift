import ArgumentParser
import FlipbookCatalog

/// `flipbook list` — the built-in catalog: every demo's name, origin and description.
public struct List: ParsableCommand {
    /// The command's name and abstract.
    public static let configuration = CommandConfiguration(
        abstract: "List the built-in demos (render one with: flipbook render NAME -o DIR).",
        discussion: "With --animators, lists the custom animators scene files can name (transition.animator)."
    )

    /// List animators instead of entries.
    @Flag(help: "List the custom animators instead of the demos.")
    public var animators = false

    /// Only names, one per line (for scripts).
    @Flag(name: .customLong("names-only"), help: "Print only the names, one per line.")
    public var namesOnly = false

    /// Creates the command.
    public init() {}

    /// Prints the table.
    public func run() throws {
        let wantsAnimators = animators
        let rows: [(String, String)] = MainActor.assumeIsolated {
            if wantsAnimators {
                let source = Catalog.animators
                return source.animatorNames.map { ($0, Catalog.animatorSummary($0) ?? "") }
            }
            return Catalog.entries.map { ($0.name, "\($0.summary) [\($0.origin)]") }
        }
        if namesOnly {
            for row in rows { print(row.0) }
            return
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (name, text) in rows {
            print(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + text)
        }
    }
}
