import ArgumentParser

/// `flipbook render`'s outputs for reviewing a transition: `--html`, a page to scrub the frames, and
/// `--chart`, a timing chart of every animated view.
public struct ReviewOutputs: ParsableArguments {
    /// Also write `index.html`.
    @Flag(
        help: """
            Also write index.html: a self-contained player of the frames (play/pause, a slider that \
            scrubs frame by frame, ←/→ and space, speed 0.25×-2×; #frame=K in the URL opens frame K).
            """)
    public var html = false

    /// Also write `timing-chart.png`.
    @Flag(
        help: """
            Also write timing-chart.png: position, scale, rotation and alpha of each animated view (by scene \
            id) against time, with the finger's touch, holds and release marked.
            """)
    public var chart = false

    /// The files these options write, which `--clean` removes.
    static let fileNames: Set<String> = ["index.html", "timing-chart.png"]

    /// Creates the options (ArgumentParser fills them in).
    public init() {}

    /// Neither output can be made from a shard, which renders only some of the frames.
    func validate(shard: Shard?) throws {
        if shard != nil && (html || chart) {
            throw ValidationError(
                "--shard cannot be combined with --html or --chart: each shard renders only some frames")
        }
    }
}
