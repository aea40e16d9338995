import ArgumentParser
import FlipbookCatalog
import Foundation

/// `flipbook bench [entry …]` — ms/frame per stage (layout/animation, raster, encode) and frames/s for
/// catalog entries, one thread and end to end on every core, beside libpng's default settings in the
/// same run (`--json` for CI); `--synthetic` times the rasterizer
/// and the encoders alone on a push-like frame built from display-list items.
public struct Bench: ParsableCommand {
    /// The command's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        abstract: "Time each stage of rendering catalog entries (ms/frame, frames/s), beside libpng's defaults.",
        discussion: """
            For each entry, times on one thread, per frame: layout/animation (the display list of the frame: \
            virtual clock, animations, layout), raster (the rasterizer), encode (PNG, preset fast) and \
            libpng (PNG with libpng's default settings, the baseline). frames/s counts all three stages, \
            once with each encoder. e2e frames/s is the throughput of `flipbook render` without the files: \
            the same frames rasterized and encoded on --threads threads at once (one frame per thread), \
            with either encoder; the display lists are built beforehand. The "all" row adds every entry's \
            frames and times. --json prints the same figures as one JSON object with sorted keys, with the \
            ratios of this run: encodeVsLibpng (encode's time over libpng's on the same frames) and, when the \
            replay venv of Scripts/replay/README.md is there, rasterVsSkia, rasterVsBlend2D and encodeVsFpng: \
            Scripts/replay/peer_times.py replays the same display lists in Skia and Blend2D and encodes the \
            same frames with fpng, one thread (FLIPBOOK_REPLAY_PYTHON names the venv's Python, by default \
            /tmp/replay-venv/bin/python). Without it those figures are null and "peers" says why; \
            --no-peers skips them. --peers prints the same peers and ratios as a second table (same frames, \
            same run, one thread). Frames \
            are evenly spaced over each entry's recording; setting up a scene is not counted. CATransition \
            effects rasterize their before and after snapshots while the display list is built, so for \
            them that work shows under layout. Without entries, times \
            \(Bench.defaultEntries.joined(separator: ", ")).

            --synthetic times rasterizing a 1170×2532 push-like frame beside the reference rasterizer (on \
            a crop), a text-heavy 12-row table beside the same table with bars for text, and encoding with \
            the fast and small presets beside libpng's defaults.

            --layout times the Auto Layout engine: 1,000 constraints on a row of 250 views activated and \
            laid out from scratch, then re-solved incrementally after one constant change.

            --collection times a 1,000-item collection view (flow layout, reused cells) at --scale (default 3): \
            one frame from scratch and 60 frames of scrolling, each beside a flat frame of the same tiles \
            placed by hand, and prints the ratios.

            --dynamics times UIKit Dynamics: 200 bouncing, colliding views stepped through 60 fps frames \
            (four 1/240 s steps each), beside the same bodies stepped by Chipmunk alone (with its defaults, \
            with the solver settings, corners and restitutions Flipbook gives them: the ratio, and with \
            Flipbook's settings before 6 iterations and rounded corners: the before/after ratio), taking turns \
            frame by frame; the run is repeated three times and each frame's least CPU time counts.

            The one-thread stages (layout, raster, encode, and the peers) are the thread's CPU time, which \
            a loaded machine inflates far less than the wall clock; e2e frames/s and the other modes are \
            wall-clock figures. Build with `swift build -c release`, and compare figures of one run only.

            Exit status: 0 success; 64 bad options; 65 invalid scene; 66 no such entry or scene file; \
            130 interrupted.
            """
    )

    /// A handful of entries that between them use every kind of drawing: UIKit's own slide, a
    /// snapshot-based custom animator, photos, a spring, a finger-driven transition, a 3D turn, a mesh,
    /// a shape-layer mask, a shadow over a backdrop blur, a gradient mask.
    public static let defaultEntries = [
        "push-system", "push-wechat", "picture-browser", "present-spring", "tab-slide-interactive",
        "catransition-cube-from-right", "catransition-page-curl-from-right", "present-circular-reveal",
        "present-card-shadow", "push-gradient-fade",
    ]

    /// Catalog names or scene files.
    @Argument(
        help: ArgumentHelp("Catalog names or scene files (default: a representative handful).", valueName: "entry"))
    public var entries: [String] = []

    /// Every catalog entry.
    @Flag(help: "Time every catalog entry.")
    public var all = false

    /// Pixels per point.
    @Option(
        help: "Pixels per point (1-4, default 3: the catalog's 390×844-point screens at an iPhone's 1170×2532 pixels).")
    public var scale: Int?

    /// Frames per entry.
    @Option(
        help:
            """
            Frames timed per entry, evenly spaced over its recording \
            (default 12; more than the recording has times every frame).
            """
    )
    public var frames: Int?

    /// Threads of the end-to-end timing.
    @Option(help: "Frames rasterized and encoded at once for e2e frames/s (default: the number of cores).")
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    /// JSON output.
    @Flag(help: "Print the figures as JSON (sorted keys) instead of a table, for CI history.")
    public var json = false

    /// Prints the peers' table after the bench's.
    @Flag(
        help: """
            Also time Skia and Blend2D (the same display lists) and fpng (the same frames) through the replay venv \
            and print them beside ours with the ratios (--json includes them unless --no-peers).
            """)
    public var peers = false

    /// Leaves the peers out of the JSON report.
    @Flag(
        name: .customLong("no-peers"),
        help: "With --json: do not time Skia, Blend2D and fpng through the replay venv, even when it is there.")
    public var noPeers = false

    /// The synthetic mode.
    @Flag(help: "Time the rasterizer and the encoders alone on a synthetic push-like frame instead.")
    public var synthetic = false

    /// The Auto Layout mode.
    @Flag(help: "Time the Auto Layout solver instead: 1,000 constraints re-solved after one constant change.")
    public var layout = false

    /// The UIKit Dynamics mode.
    @Flag(help: "Time UIKit Dynamics instead: 200 colliding bodies stepped through one 60 fps frame.")
    public var dynamics = false

    /// The collection view mode.
    @Flag(help: "Time a 1,000-item collection view instead: one frame and 60 frames of scrolling vs. a flat frame.")
    public var collection = false

    /// Synthetic frame width.
    @Option(help: "With --synthetic: frame width in pixels (default 1170).")
    public var width: Int?

    /// Synthetic frame height.
    @Option(help: "With --synthetic: frame height in pixels (default 2532).")
    public var height: Int?

    /// Synthetic repetitions.
    @Option(
        help: """
            With --synthetic, --layout or --dynamics: timed runs per stage, after one warm-up \
            (default 5; 20 for --layout; 240 frames, each run three times, for --dynamics).
            """)
    public var iterations: Int?

    /// Synthetic reference crop.
    @Option(
        name: .customLong("reference-crop"),
        help:
            """
            With --synthetic: side in pixels of the top-left crop both \
            rasterizers render for the reference baseline (default 256).
            """
    )
    public var referenceCrop: Int?

    /// Creates the command.
    public init() {}

    /// Rejects options of the other mode and out-of-range values.
    public func validate() throws {
        if collection {
            if json || peers || layout || synthetic || dynamics || !entries.isEmpty || all || frames != nil
                || width != nil
                || height != nil || referenceCrop != nil
            {
                throw ValidationError(
                    "--collection times a built-in collection view: it takes only --scale and --iterations")
            }
            if let scale, !(1...4).contains(scale) {
                throw ValidationError("--scale must be 1, 2, 3 or 4, got \(scale)")
            }
            if let iterations, iterations < 1 {
                throw ValidationError("--iterations must be at least 1, got \(iterations)")
            }
            return
        }
        if json && (layout || synthetic || dynamics) {
            throw ValidationError("--json is for catalog timings, not --synthetic, --layout or --dynamics")
        }
        if noPeers && !json { throw ValidationError("--no-peers is for --json: the table has peers only with --peers") }
        if peers && (noPeers || layout || synthetic || dynamics) {
            throw ValidationError("--peers is for catalog timings, without --no-peers")
        }
        if dynamics {
            if layout || synthetic || !entries.isEmpty || all || scale != nil || frames != nil || width != nil
                || height != nil || referenceCrop != nil
            {
                throw ValidationError("--dynamics times a built-in box of bodies: it takes only --iterations")
            }
            if let iterations, iterations < 1 {
                throw ValidationError("--iterations must be at least 1, got \(iterations)")
            }
            return
        }
        if layout {
            if synthetic || !entries.isEmpty || all || scale != nil || frames != nil || width != nil || height != nil
                || referenceCrop != nil
            {
                throw ValidationError("--layout times a built-in row of views: it takes only --iterations")
            }
            if let iterations, iterations < 1 {
                throw ValidationError("--iterations must be at least 1, got \(iterations)")
            }
            return
        }
        if synthetic {
            if !entries.isEmpty || all || scale != nil || frames != nil {
                throw ValidationError(
                    "--synthetic times a built-in frame: it takes no entries, --all, --scale or --frames")
            }
            let width = width ?? 1170
            let height = height ?? 2532
            guard (1...16384).contains(width), (1...16384).contains(height) else {
                throw ValidationError("--width and --height must be from 1 to 16384, got \(width)×\(height)")
            }
            if let iterations, iterations < 1 {
                throw ValidationError("--iterations must be at least 1, got \(iterations)")
            }
            if let referenceCrop, referenceCrop < 1 {
                throw ValidationError("--reference-crop must be at least 1, got \(referenceCrop)")
            }
            return
        }
        let syntheticOnly = [
            ("--width", width), ("--height", height), ("--iterations", iterations), ("--reference-crop", referenceCrop),
        ]
        if let (name, _) = syntheticOnly.first(where: { $0.1 != nil }) {
            throw ValidationError("\(name) is for --synthetic; catalog timings take --scale and --frames")
        }
        if all && !entries.isEmpty { throw ValidationError("give entries or --all, not both") }
        if let scale, !(1...4).contains(scale) { throw ValidationError("--scale must be 1, 2, 3 or 4, got \(scale)") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        guard (1...64).contains(threads) else {
            throw ValidationError("--threads must be from 1 to 64, got \(threads)")
        }
    }

    /// Runs the chosen mode and prints its table.
    public func run() throws {
        if collection {
            let settings = (iterations: iterations ?? 5, scale: CGFloat(scale ?? 3))
            try runOnMainActor {
                CollectionBench(iterations: settings.iterations, scale: settings.scale).run()
                return .success
            }
            return
        }
        if dynamics {
            let iterations = iterations ?? 240
            try runOnMainActor {
                DynamicsBench(iterations: iterations).run()
                return .success
            }
            return
        }
        if layout {
            let iterations = iterations ?? 20
            try runOnMainActor {
                LayoutBench(iterations: iterations).run()
                return .success
            }
            return
        }
        if synthetic {
            try SyntheticBench(
                width: width ?? 1170, height: height ?? 2532, iterations: iterations ?? 5,
                referenceCrop: referenceCrop ?? 256
            ).run()
            return
        }
        let inputs = all ? Catalog.entries.map(\.name) : entries.isEmpty ? Self.defaultEntries : entries
        let bench = (
            inputs: inputs, scale: scale ?? 3, frames: frames ?? 12, threads: threads, json: json,
            peers: json ? !noPeers : peers
        )
        try runOnMainActor {
            try CatalogBench(
                inputs: bench.inputs, scale: bench.scale, framesPerEntry: bench.frames, threads: bench.threads,
                json: bench.json, peers: bench.peers
            ).run()
            return .success
        }
    }
}
