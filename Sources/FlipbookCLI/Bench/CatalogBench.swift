import Flipbook
import FlipbookScenes
import Foundation
import Raster

/// `flipbook bench [entry …]`: plays catalog entries (or scene files) and times each stage of every
/// chosen frame on one thread, by that thread's CPU time — layout/animation (the scene runner's display
/// list for the frame: clock, animations, layout, display-list building), rasterizing, and PNG encoding
/// with the `fast` preset and, in the same run, with libpng's default settings — then the same frames end
/// to end (raster + encode) on `threads` threads, with either encoder.
@MainActor
struct CatalogBench {
    /// Catalog names or scene files, in the order given.
    var inputs: [String]
    /// Pixels per point.
    var scale: Int
    /// Frames timed per entry, evenly spaced over its recording (first and last included).
    var framesPerEntry: Int
    /// Threads of the end-to-end timing.
    var threads: Int
    /// Print JSON (``BenchReport``) instead of the table.
    var json = false
    /// Time Skia, Blend2D and fpng on the same frames through ``PeerReplay`` when the replay venv is
    /// there: in the JSON report, or (without `json`) as a second table, ``PeerTable``.
    var peers = true

    /// Times of one or more frames, in seconds, summed per stage.
    struct Totals {
        var frames = 0
        var layout = 0.0
        var raster = 0.0
        var encodeFast = 0.0
        var encodeLibpng = 0.0
        var bytesFast = 0
        var bytesLibpng = 0
        var endToEndFast = 0.0
        var endToEndLibpng = 0.0
        /// The peers' seconds on the same frames, nil when not timed.
        var skia: Double?
        var blend2d: Double?
        var fpng: Double?
        /// fpng's KiB on the same frames, summed over them; nil when not timed.
        var fpngKib: Double?

        static func += (lhs: inout Totals, rhs: Totals) {
            func add(_ a: Double?, _ b: Double?) -> Double? { a.flatMap { a in b.map { a + $0 } } }
            lhs.skia = lhs.frames == 0 ? rhs.skia : add(lhs.skia, rhs.skia)
            lhs.blend2d = lhs.frames == 0 ? rhs.blend2d : add(lhs.blend2d, rhs.blend2d)
            lhs.fpng = lhs.frames == 0 ? rhs.fpng : add(lhs.fpng, rhs.fpng)
            lhs.fpngKib = lhs.frames == 0 ? rhs.fpngKib : add(lhs.fpngKib, rhs.fpngKib)
            lhs.frames += rhs.frames
            lhs.layout += rhs.layout
            lhs.raster += rhs.raster
            lhs.encodeFast += rhs.encodeFast
            lhs.encodeLibpng += rhs.encodeLibpng
            lhs.bytesFast += rhs.bytesFast
            lhs.bytesLibpng += rhs.bytesLibpng
            lhs.endToEndFast += rhs.endToEndFast
            lhs.endToEndLibpng += rhs.endToEndLibpng
        }
    }

    /// Loads every input first (so a misspelt name fails before any timing), then times and prints one
    /// row per entry as it finishes, and a total row; with `json`, prints the report once at the end.
    func run() throws(CLIError) {
        Interrupt.install()
        var scenes: [(name: String, scene: Scene)] = []
        for input in inputs {
            var scene = try SceneInput.load(input)
            scene.screen.scale = scale
            scenes.append((input, scene))
        }
        let table = BenchTable(nameWidth: max(scenes.map(\.name.count).max() ?? 0, "all".count))
        var sizes: [String] = []
        for (_, scene) in scenes {
            let size = "\(scene.screen.pixelWidth)×\(scene.screen.pixelHeight) px"
            if !sizes.contains(size) { sizes.append(size) }
        }
        if !json {
            print(
                """
                flipbook bench: \(scenes.count) scene\(scenes.count == 1 ? "" : "s") at scale \(scale) \
                (\(sizes.joined(separator: ", "))), up to \(framesPerEntry) frame\(framesPerEntry == 1 ? "" : "s") \
                each; per frame on one thread: layout/animation, raster, PNG encode (preset fast) and, beside it, \
                PNG encode with libpng's default settings; e2e: raster + encode on \(threads) \
                thread\(threads == 1 ? "" : "s")
                """
            )
            print(table.header)
        }
        try warmUp(scenes[0].scene)
        // With peers: each entry's display lists and frames go to a folder of their own for the replay.
        let peerFolder =
            peers
            ? FileManager.default.temporaryDirectory.appendingPathComponent(
                "flipbook-bench-\(ProcessInfo.processInfo.processIdentifier)") : nil
        defer { if let peerFolder { try? FileManager.default.removeItem(at: peerFolder) } }
        var measured: [(name: String, totals: Totals)] = []
        for (index, (name, scene)) in scenes.enumerated() {
            let totals = try measure(name, scene, framesFolder: peerFolder?.appendingPathComponent(String(index)))
            measured.append((name, totals))
            if !json { print(table.row(BenchFigures(name: name, totals))) }
        }
        let statuses = timePeers(&measured, folder: peerFolder)
        var all = Totals()
        for entry in measured { all += entry.totals }
        let total = BenchFigures(name: "all", all)
        if json {
            let report = BenchReport(
                scale: scale, threads: threads, framesPerEntry: framesPerEntry,
                entries: measured.map { BenchFigures(name: $0.name, $0.totals) }, all: total, peers: statuses)
            print(report.json, terminator: "")
        } else {
            if scenes.count > 1 { print(table.row(total)) }
            if peers { printPeers(measured.map { BenchFigures(name: $0.name, $0.totals) } + [total], statuses) }
        }
    }

    /// The `--peers` table: ours beside the peers, per entry and for all entries (frame-weighted).
    private func printPeers(_ rows: [BenchFigures], _ statuses: [String: BenchReport.PeerStatus]) {
        let table = PeerTable(nameWidth: max(rows.map(\.name.count).max() ?? 0, "all".count))
        print(
            """

            same run, same frames, one thread, CPU time: raster beside Skia and Blend2D replaying the display \
            lists; encode (fast) beside fpng and libpng's defaults; ratios are ours over theirs
            """)
        print(table.header)
        for row in rows.count == 2 ? [rows[0]] : rows { print(table.row(row)) }
        for note in PeerTable.notes(statuses) { print(note) }
    }

    /// Times Skia, Blend2D and fpng on the frames in `folder` (one subfolder per entry) and adds their
    /// seconds to the entries' totals; says for each peer whether it was timed, and how or why not.
    private func timePeers(_ measured: inout [(name: String, totals: Totals)], folder: URL?) -> [String:
        BenchReport.PeerStatus]
    {
        var statuses = ["libpngDefault": BenchReport.PeerStatus(available: true, note: "timed in this process")]
        let outcome: Result<PeerReplay.Report, PeerReplay.Unavailable>
        if let folder {
            outcome = PeerReplay.locate(
                environment: ProcessInfo.processInfo.environment,
                executable: URL(fileURLWithPath: CommandLine.arguments[0]),
                currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            ).flatMap { replay in
                replay.time(measured.indices.map { folder.appendingPathComponent(String($0)) }).map { report in
                    statuses["skia"] = .init(available: true, note: "timed by \(replay.script.path) (one thread)")
                    statuses["blend2d"] = statuses["skia"]
                    return report
                }
            }
        } else {
            outcome = .failure(PeerReplay.Unavailable(reason: "not timed: --no-peers"))
        }
        switch outcome {
        case .success(let report):
            for (index, times) in report.entries.enumerated() {
                let frames = Double(measured[index].totals.frames)
                measured[index].totals.skia = times.skiaMs.map { $0 * frames / 1000 }
                measured[index].totals.blend2d = times.blend2dMs.map { $0 * frames / 1000 }
                measured[index].totals.fpng = times.fpngMs.map { $0 * frames / 1000 }
                measured[index].totals.fpngKib = times.fpngKib.map { $0 * frames }
            }
            statuses["fpng"] = .init(
                available: report.fpng == nil, note: report.fpng ?? statuses["skia"]!.note)
        case .failure(let unavailable):
            for peer in ["skia", "blend2d", "fpng"] {
                statuses[peer] = .init(available: false, note: unavailable.reason)
            }
        }
        return statuses
    }

    /// Renders and encodes one frame untimed, so first-use costs (page faults, libpng and zlib set-up)
    /// are not charged to the first entry.
    private func warmUp(_ scene: Scene) throws(CLIError) {
        let runner = try makeRunner(scene, name: "warm-up")
        let list = try displayList(runner, frame: 0, name: "warm-up")
        let bitmap = Rasterizer().render(list)
        _ = try? PNGEncoder(preset: .fast).encode(bitmap)
        _ = try? PNGEncoder(preset: .libpngDefault).encode(bitmap)
    }

    /// Times the chosen frames of one scene, stage by stage and then end to end; writes each frame's
    /// display list and PNG into `framesFolder` (untimed) when one is given, for the peers.
    private func measure(_ name: String, _ scene: Scene, framesFolder: URL?) throws(CLIError) -> Totals {
        let runner = try makeRunner(scene, name: name)
        let frames = ContactSheet.evenlySpacedIndices(frameCount: runner.frameCount, count: framesPerEntry)
        let rasterizer = Rasterizer()
        let fast = PNGEncoder(preset: .fast)
        let libpng = PNGEncoder(preset: .libpngDefault)
        var totals = Totals()
        var lists: [DisplayList] = []
        // One bitmap for every frame, as `render` reuses its bitmaps: a new 12 MB bitmap per frame would
        // charge its allocation and zeroing to the raster time.
        var bitmap = Bitmap(width: 0, height: 0)
        for frame in frames {
            if Interrupt.requested { throw CLIError("interrupted", status: .interrupted) }
            let (list, layout) = try Stopwatch.threadCPUTime { () throws(CLIError) in
                try displayList(runner, frame: frame, name: name)
            }
            lists.append(list)
            let ((), raster) = Stopwatch.threadCPUTime { rasterizer.render(list, into: &bitmap) }
            let (fastData, encodeFast) = try encode(bitmap, with: fast, name: name, frame: frame)
            let (libpngData, encodeLibpng) = try encode(bitmap, with: libpng, name: name, frame: frame)
            if let framesFolder { try keep(list, fastData, number: lists.count - 1, in: framesFolder) }
            totals += Totals(
                frames: 1, layout: layout, raster: raster, encodeFast: encodeFast, encodeLibpng: encodeLibpng,
                bytesFast: fastData.count, bytesLibpng: libpngData.count)
        }
        do {
            totals.endToEndFast = try ThroughputBench.time(lists, threads: threads, encoder: fast).seconds
            totals.endToEndLibpng = try ThroughputBench.time(lists, threads: threads, encoder: libpng).seconds
        } catch {
            throw CLIError("\(name): cannot encode: \(error)", status: .internalError)
        }
        return totals
    }

    /// Writes frame `number`'s display list and PNG into `folder` as `NNNN.json` and `NNNN.png`.
    private func keep(_ list: DisplayList, _ png: Data, number: Int, in folder: URL) throws(CLIError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try list.jsonData().write(to: folder.appendingPathComponent(FrameName.fileName(number, suffix: ".json")))
            try png.write(to: folder.appendingPathComponent(FrameName.fileName(number)))
        } catch {
            throw CLIError("cannot write the frames for the peers in \(folder.path): \(error)", status: .cannotWrite)
        }
    }

    private func makeRunner(_ scene: Scene, name: String) throws(CLIError) -> SceneRunner {
        do {
            return try SceneRunner(scene: scene, animators: SceneInput.animators)
        } catch {
            throw CLIError("\(name): \(error)", status: .invalidInput)
        }
    }

    private func displayList(_ runner: SceneRunner, frame: Int, name: String) throws(CLIError) -> DisplayList {
        do {
            return try runner.displayList(atFrame: frame)
        } catch {
            throw CLIError("\(name): \(error)", status: .invalidInput)
        }
    }

    private func encode(_ bitmap: Bitmap, with encoder: PNGEncoder, name: String, frame: Int) throws(CLIError) -> (
        Data, Double
    ) {
        do {
            return try Stopwatch.threadCPUTime { try encoder.encode(bitmap) }
        } catch {
            throw CLIError("\(name): frame \(frame): cannot encode: \(error)", status: .internalError)
        }
    }
}
