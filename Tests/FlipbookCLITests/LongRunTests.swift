import FlipbookCatalog
import FlipbookScenes
import Foundation
import Raster
import Testing

@testable import Flipbook
@testable import FlipbookCLI

/// A test host or a `verify --all` over thousands of goldens runs for hours in one process. Every catalog
/// entry is rendered again and again in one process — through the library (scene, `SceneRunner`,
/// `FrameBatchWriter`) and through `flipbook render`'s own code — and nothing may pile up: every world,
/// window, runner and layer of a render is released when it is done, and open descriptors do not grow.
/// Counted, never timed. The rounds run in a process of their own (this test binary, running
/// ``worker()``), so other tests running meanwhile change no count.
@Suite struct LongRunTests {
    /// What the process held after each round.
    struct Round: Codable {
        var worlds = 0
        var layers = 0
        var descriptors = 0
        var residentMB = 0.0
        var mainWorldSolverRows = 0
        /// Worlds, windows, runners and root layers of the library renders still alive after their render.
        var survivors: [String] = []
        /// Layers each render left alive, by entry and path (`push-wechat (command)`), where it left any.
        var layerGrowth: [String: Int] = [:]
    }

    static let reportVariable = "FLIPBOOK_LONG_RUN_REPORT"
    static let roundsVariable = "FLIPBOOK_LONG_RUN_ROUNDS"
    /// Entries to render (comma-separated names; default: every one), for measuring many rounds by hand.
    static let entriesVariable = "FLIPBOOK_LONG_RUN_ENTRIES"

    @Test func renderingEveryEntryAgainAndAgainLeavesNothingBehind() throws {
        let folder = try TemporaryFolder()
        let report = folder.url.appendingPathComponent("rounds.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", "LongRunTests/worker"]
        process.environment = ProcessInfo.processInfo.environment.merging([
            Self.reportVariable: report.path, Self.roundsVariable: "2",
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let rounds = try JSONDecoder().decode([Round].self, from: Data(contentsOf: report))
        try #require(rounds.count == 2)
        for (index, round) in rounds.enumerated() {
            #expect(round.survivors == [], "round \(index)")
            #expect(index == 0 || round.layerGrowth == [:], "round \(index): layers left behind: \(round.layerGrowth)")
            #expect(round.layers == rounds[0].layers, "round \(index): layers alive")
            #expect(round.worlds == rounds[0].worlds, "round \(index): worlds alive")
            #expect(round.descriptors == rounds[0].descriptors, "round \(index): open descriptors")
            #expect(round.mainWorldSolverRows == rounds[0].mainWorldSolverRows, "round \(index)")
        }
        #expect(rounds[0].worlds == 1, "only World.main outlives a render")
        let resident = rounds.map { String(format: "%.1f", $0.residentMB) }.joined(separator: ", ")
        print("LongRunTests: resident MB after each round: \(resident)")
    }

    /// The rounds themselves, in a process of their own: does nothing in a plain test run.
    @MainActor @Test func worker() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let report = environment[Self.reportVariable] else { return }
        let rounds = Int(environment[Self.roundsVariable] ?? "") ?? 2
        let names = environment[Self.entriesVariable].map { Set($0.split(separator: ",").map(String.init)) }
        let entries = Catalog.entries.filter { names?.contains($0.name) ?? true }
        let folder = try TemporaryFolder()
        _ = World.main // created once, before the first count
        var results: [Round] = []
        for _ in 0..<rounds {
            var round = Round()
            for entry in entries {
                let before = LiveObjects.count(.layers)
                round.survivors += try Self.renderThroughTheLibrary(
                    entry, into: folder.url.appendingPathComponent("lib"))
                let afterLibrary = LiveObjects.count(.layers)
                try Self.renderThroughTheCommand(entry, into: folder.url.appendingPathComponent("cli").path)
                let afterCommand = LiveObjects.count(.layers)
                if afterLibrary != before { round.layerGrowth["\(entry.name) (library)"] = afterLibrary - before }
                if afterCommand != afterLibrary {
                    round.layerGrowth["\(entry.name) (command)"] = afterCommand - afterLibrary
                }
            }
            round.worlds = LiveObjects.count(.worlds)
            round.layers = LiveObjects.count(.layers)
            round.descriptors = Self.openDescriptors()
            round.residentMB = Self.residentMegabytes()
            round.mainWorldSolverRows = World.main.layoutEngine.solver.rows.count
            results.append(round)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .prettyPrinted
            try encoder.encode(results).write(to: URL(fileURLWithPath: report))
        }
    }

    /// Renders the first and last frames of `entry` at scale 1 through the library into `folder`, and names
    /// what of it is still alive afterwards.
    @MainActor static func renderThroughTheLibrary(_ entry: CatalogEntry, into folder: URL) throws -> [String] {
        weak var world: World?
        weak var window: UIWindow?
        weak var runner: SceneRunner?
        weak var rootLayer: CALayer?
        try {
            var scene = try entry.scene()
            scene.screen = SceneScreen(width: scene.screen.width, height: scene.screen.height, scale: 1)
            let running = try SceneRunner(scene: scene, animators: Catalog.animators)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let last = running.frameCount - 1
            let frames = try [0, last].map { index in
                FrameBatchWriter.Frame(
                    list: try running.displayList(atFrame: index),
                    url: folder.appendingPathComponent(FrameName.fileName(index)))
            }
            _ = try FrameBatchWriter(threads: 2, preset: .fast).write(frames)
            (world, window, runner, rootLayer) = (running.world, running.window, running, running.window.layer)
        }()
        let alive: [(String, AnyObject?)] = [
            ("world", world), ("window", window), ("runner", runner), ("root layer", rootLayer),
        ]
        return alive.compactMap { name, object in object == nil ? nil : "\(entry.name): \(name)" }
    }

    /// Renders three frames of `entry` at scale 1 with `flipbook render`'s own code, in this process: the
    /// transition is still running when the render ends.
    @MainActor static func renderThroughTheCommand(_ entry: CatalogEntry, into folder: String) throws {
        let command = try Render.parse([
            entry.name, "-o", folder, "--scale", "1", "--frames", "0-2", "--clean", "--threads", "2", "-q",
        ])
        try command.run()
    }

    /// How many descriptors this process has open.
    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
    }

    /// This process's resident memory in MB (from `/proc/self/statm`).
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return -1 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_000_000
    }
}
