import FlipbookCatalog
import FlipbookScenes
import Foundation
import Testing

@testable import FlipbookCLI

/// `flipbook bench`, run as a real process at scale 1 on one or two frames per entry. Checks the
/// arguments, the errors and the rows of the table — never the timings.
@Suite struct BenchCommandTests {
    static let columns = [
        "entry", "frames", "layout ms", "raster ms", "encode ms", "libpng ms", "frames/s",
        "libpng frames/s", "e2e frames/s", "libpng e2e frames/s", "KiB", "libpng KiB",
    ]

    /// The table's rows after the title line and the header: name and the numeric fields.
    func rows(_ stdout: String) -> [(name: String, fields: [String])] {
        stdout.split(separator: "\n").dropFirst(2).map { line in
            let parts = line.split(separator: " ").map(String.init)
            return (parts[0], Array(parts.dropFirst()))
        }
    }

    @Test func timesTheNamedEntriesWithATotalRow() throws {
        let result = try FlipbookBinary.run([
            "bench", "push-system", "catransition-fade-from-left", "--scale", "1", "--frames", "2", "--threads", "2",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(
                "flipbook bench: 2 scenes at scale 1 (390×844 px, 320×568 px), up to 2 frames each; "
                    + "per frame on one thread") == true
        )
        #expect(lines.first?.hasSuffix("e2e: raster + encode on 2 threads") == true, "\(lines[0])")
        #expect(lines.count == 5)
        var header = lines[1]
        for column in Self.columns {
            let range = try #require(header.range(of: column), "header has \(column)")
            header.removeSubrange(header.startIndex..<range.upperBound)
        }
        let rows = rows(result.stdout)
        #expect(rows.map(\.name) == ["push-system", "catransition-fade-from-left", "all"])
        for row in rows {
            #expect(row.fields.count == Self.columns.count - 1, "\(row.name)")
            #expect(row.fields.allSatisfy { Double($0) != nil }, "\(row.name): \(row.fields)")
        }
        #expect(rows.map { $0.fields[0] } == ["2", "2", "4"], "frames per row")
        // Columns line up: every number ends where its header does.
        let headerEnds = Self.columns.dropFirst().map { lines[1].range(of: $0)!.upperBound.utf16Offset(in: lines[1]) }
        for line in lines.dropFirst(2) {
            #expect(line.utf16.count == headerEnds.last!, "\(line)")
        }
    }

    /// The JSON report: sorted keys, the same rows as the table, every figure a number.
    @Test func jsonReportHasEveryEntryAndTheTotal() throws {
        let result = try FlipbookBinary.run([
            "bench", "push-system", "catransition-fade-from-left", "--scale", "1", "--frames", "2", "--threads", "1",
            "--json", "--no-peers",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["all", "entries", "framesPerEntry", "peers", "scale", "threads"])
        let peers = try #require(object["peers"] as? [String: [String: Any]])
        #expect(peers.keys.sorted() == ["blend2d", "fpng", "libpngDefault", "skia"])
        #expect(peers["libpngDefault"]?["available"] as? Bool == true)
        for peer in ["blend2d", "fpng", "skia"] {
            #expect(peers[peer]?["available"] as? Bool == false, "\(peer)")
            #expect(peers[peer]?["note"] as? String == "not timed: --no-peers", "\(peer)")
        }
        #expect(object["scale"] as? Int == 1)
        #expect(object["threads"] as? Int == 1)
        #expect(object["framesPerEntry"] as? Int == 2)
        let entries = try #require(object["entries"] as? [[String: Any]])
        let all = try #require(object["all"] as? [String: Any])
        #expect(entries.compactMap { $0["name"] as? String } == ["push-system", "catransition-fade-from-left"])
        #expect(all["name"] as? String == "all")
        #expect(all["frames"] as? Int == 4)
        let figures = [
            "encodeMs", "encodeVsLibpng", "endToEndFramesPerSecond", "framesPerSecond", "kib", "layoutMs",
            "libpngEndToEndFramesPerSecond",
            "libpngFramesPerSecond", "libpngKib", "libpngMs", "rasterMs",
        ]
        for row in entries + [all] {
            #expect(row.keys.sorted() == (figures + Self.peerFigures + ["frames", "name"]).sorted())
            for key in Self.peerFigures { #expect(row[key] is NSNull, "\(key): \(row)") }
            let ratio = try #require(row["encodeVsLibpng"] as? Double)
            let expected = try #require(row["encodeMs"] as? Double) / #require(row["libpngMs"] as? Double)
            #expect(abs(ratio - expected) < 0.02 + expected * 0.05, "encodeVsLibpng: \(row)")
            for key in figures { #expect((row[key] as? Double).map { $0 >= 0 } == true, "\(key): \(row)") }
            for key in figures where key.hasSuffix("PerSecond") {
                #expect((row[key] as? Double).map { $0 > 0 } == true, "\(key): \(row)")
            }
        }
        // Sorted keys: "all" comes first in the text, each row's keys in order.
        #expect(result.stdout.hasPrefix("{\n  \"all\" : {\n    \"blend2dMs\""), "\(result.stdout.prefix(60))")
    }

    /// The peers' figures and ratios: null when a peer was not timed.
    static let peerFigures = [
        "blend2dMs", "encodeVsFpng", "fpngKib", "fpngMs", "rasterVsBlend2D", "rasterVsSkia", "skiaMs",
    ]

    /// Without the replay venv the peers' figures are null and the report says why.
    @Test func jsonReportSaysWhyThePeersWereNotTimed() throws {
        let result = try FlipbookBinary.run(
            ["bench", "catransition-fade-from-left", "--scale", "1", "--frames", "1", "--json"],
            environment: ["FLIPBOOK_REPLAY_PYTHON": "/no/such/venv/bin/python"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let peers = try #require(object["peers"] as? [String: [String: Any]])
        for peer in ["blend2d", "fpng", "skia"] {
            #expect(peers[peer]?["available"] as? Bool == false)
            let note = try #require(peers[peer]?["note"] as? String)
            #expect(note.hasPrefix("no replay venv: /no/such/venv/bin/python is not an executable Python"), "\(note)")
        }
        let all = try #require(object["all"] as? [String: Any])
        for key in Self.peerFigures { #expect(all[key] is NSNull, "\(key)") }
    }

    /// With the replay venv (and its `replay.py`) on this machine, the ratios are numbers: raster and encode
    /// over the peers' times on the same frames.
    /// A CATransition entry is among them: its lists draw the before and after snapshots, which the replay
    /// takes from the first and last frames (the entry whose report was once broken by a note on stdout).
    @Test(.enabled(if: PeerReplayTests.venvIsPresent)) func jsonReportHasThePeersRatiosWithTheVenv() throws {
        let result = try FlipbookBinary.run([
            "bench", "push-system", "catransition-cube-from-right", "--scale", "1", "--frames", "2", "--threads", "1",
            "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let peers = try #require(object["peers"] as? [String: [String: Any]])
        #expect(peers["skia"]?["available"] as? Bool == true, "\(peers)")
        #expect(peers["blend2d"]?["available"] as? Bool == true, "\(peers)")
        let all = try #require(object["all"] as? [String: Any])
        for key in ["skiaMs", "blend2dMs", "rasterVsSkia", "rasterVsBlend2D"] {
            #expect((all[key] as? Double).map { $0 > 0 } == true, "\(key): \(all)")
        }
        let ratio = try #require(all["rasterVsSkia"] as? Double)
        let expected = try #require(all["rasterMs"] as? Double) / #require(all["skiaMs"] as? Double)
        #expect(abs(ratio - expected) < 0.02 + expected * 0.05)
        if peers["fpng"]?["available"] as? Bool == true {
            #expect((all["encodeVsFpng"] as? Double).map { $0 > 0 } == true, "\(all)")
            #expect((all["fpngKib"] as? Double).map { $0 > 0 } == true, "\(all)")
        } else {
            #expect(all["encodeVsFpng"] is NSNull)
        }
    }

    /// `--peers` prints a second table: ours beside the peers, per entry and all, with the ratios.
    @Test(.enabled(if: PeerReplayTests.venvIsPresent)) func peersTablePrintsTheRatios() throws {
        let result = try FlipbookBinary.run([
            "bench", "push-system", "catransition-cube-from-right", "--scale", "1", "--frames", "2", "--threads", "1",
            "--peers",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("same run, same frames, one thread") }, "\(lines)")
        let header = lines[start + 1]
        for column in ["raster ms", "Skia ms", "Blend2D ms", "/Skia", "/Blend2D", "fpng ms", "/fpng", "/libpng"] {
            #expect(header.contains(column), "\(header)")
        }
        let rows = lines[(start + 2)...].filter { !$0.isEmpty }
        #expect(
            rows.map { $0.split(separator: " ").first.map(String.init) } == [
                "push-system", "catransition-cube-from-right", "all",
            ])
        for row in rows {
            let fields = row.split(separator: " ").dropFirst()
            #expect(fields.count == PeerTable.columns.count, "\(row)")
            // Skia and Blend2D always; fpng's columns are "-" without fpng.
            #expect(fields.prefix(6).allSatisfy { Double($0) != nil }, "\(row)")
        }
    }

    /// Without the venv, `--peers` prints the table with "-" for the peers and says why under it.
    @Test func peersTableSaysWhyThePeersWereNotTimed() throws {
        let result = try FlipbookBinary.run(
            ["bench", "catransition-fade-from-left", "--scale", "1", "--frames", "1", "--peers"],
            environment: ["FLIPBOOK_REPLAY_PYTHON": "/no/such/venv/bin/python"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let row = try #require(lines.first { $0.hasPrefix("catransition-fade-from-left") && $0.contains(" - ") })
        #expect(row.split(separator: " ").filter { $0 == "-" }.count == 7, "\(row)")
        for peer in ["blend2d", "fpng", "skia"] {
            #expect(
                lines.contains { $0.hasPrefix("\(peer) not timed: no replay venv: /no/such/venv/bin/python") },
                "\(lines)")
        }
    }

    @MainActor @Test func timesEveryFrameWhenAskedForMoreThanTheRecordingHas() throws {
        let result = try FlipbookBinary.run([
            "bench", "catransition-fade-from-left", "--scale", "1", "--frames", "1000",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = rows(result.stdout)
        let scene = try #require(Catalog.entry(named: "catransition-fade-from-left")).scene()
        let frameCount = try SceneRunner(scene: scene, animators: SceneInput.animators).frameCount
        #expect(frameCount < 1000)
        // One entry: no total row.
        #expect(rows.map(\.name) == ["catransition-fade-from-left"])
        #expect(rows.first?.fields.first == String(frameCount))
        #expect(result.stdout.hasPrefix("flipbook bench: 1 scene at scale 1 (320×568 px), up to 1000 frames each"))
    }

    @Test func defaultsToARepresentativeHandful() throws {
        let result = try FlipbookBinary.run(["bench", "--scale", "1", "--frames", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(rows(result.stdout).map(\.name) == Bench.defaultEntries + ["all"])
    }

    @Test func defaultEntriesAreInTheCatalog() {
        for name in Bench.defaultEntries {
            #expect(Catalog.entry(named: name) != nil, "\(name)")
        }
    }

    @Test func allTimesEveryCatalogEntry() throws {
        let result = try FlipbookBinary.run(["bench", "--all", "--scale", "1", "--frames", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(rows(result.stdout).map(\.name) == Catalog.entries.map(\.name) + ["all"])
    }

    @Test func sceneFilesToo() throws {
        let scene = FlipbookBinary.packageRoot.appendingPathComponent("Fixtures/Scenes/push-mail.yaml").path
        let result = try FlipbookBinary.run(["bench", scene, "--scale", "1", "--frames", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(rows(result.stdout).map(\.name) == [scene])
    }

    @Test func syntheticModeHasItsStages() throws {
        let result = try FlipbookBinary.run([
            "bench", "--synthetic", "--width", "48", "--height", "64",
            "--iterations", "1", "--reference-crop", "16",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("flipbook bench --synthetic: a push-like frame, 48×64 px, 3 frames, 1 run per stage")
                == true)
        let stages = [
            "rasterize (fast path)", "rasterize + card shadow", "rasterize + backdrop blur",
            "rasterize 16² crop, fast path", "rasterize 16² crop, reference",
            "rasterize 12-row table, bars", "rasterize 12-row table, outlines", "rasterize 12-row table, glyph runs",
            "encode fast", "encode small",
            "encode libpng default",
        ]
        #expect(lines.count == stages.count + 1)
        for (line, stage) in zip(lines.dropFirst(), stages) {
            #expect(line.hasPrefix(stage), "\(line)")
            #expect(line.contains(" ms/frame ") && line.contains(" cpu ") && line.contains(" frames/s"), "\(line)")
        }
        for line in lines.suffix(3) { #expect(line.hasSuffix(" KiB/frame"), "\(line)") }
        for line in lines[2...3] { #expect(line.hasSuffix("× the flat frame by CPU"), "\(line)") }
        #expect(lines[7].hasSuffix("× the bars by CPU"), "\(lines[7])")
    }

    @Test func layoutModeTimesTheSolver() throws {
        let result = try FlipbookBinary.run(["bench", "--layout", "--iterations", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "flipbook bench --layout: 1000 constraints on 250 views, 1 run per stage; median (fastest) ms")
        let stages = [
            "activate all + layout (from scratch)", "one constant + re-solve + layout", "one constant, re-solve only",
        ]
        #expect(lines.count == stages.count + 2)
        for (line, stage) in zip(lines.dropFirst(), stages) {
            #expect(line.hasPrefix(stage) && line.hasSuffix(" ms"), "\(line)")
        }
        #expect(lines.last == "check: last view at x = 498.0 (expected 498.0)")
    }

    @Test func dynamicsModeTimesTheAnimatorBesideTheBareEngine() throws {
        let result = try FlipbookBinary.run(["bench", "--dynamics", "--iterations", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(lines)")
        let header = """
            flipbook bench --dynamics: 200 colliding bodies, 2 frames of 1/60 s (4 steps each), 3 repetitions; \
            CPU ms per frame (each frame's least over the repetitions): median, mean; median wall-clock ms
            """
        #expect(lines.first == header)
        for (line, label) in zip(
            lines[1...4],
            [
                "UIDynamicAnimator (Flipbook on Chipmunk): ", "Chipmunk alone, its defaults: ",
                "Chipmunk alone, Flipbook's settings (6 iterations, corners rounded by 0.25 points): ",
                "Chipmunk alone, Flipbook's settings before (10 iterations, sharp corners): ",
            ])
        {
            #expect(
                line.hasPrefix(label + "CPU ") && line.contains(" ms mean; wall ") && line.hasSuffix(" ms"), "\(line)")
        }
        #expect(lines[5].hasPrefix("ratio: ") && lines[5].contains("× by means; "), "\(lines[5])")
        #expect(
            lines[6].hasPrefix("before/after: the bare engine with Flipbook's settings ")
                && lines[6].hasSuffix("× by means)"), "\(lines[6])")
        #expect(lines[5].hasSuffix("still running: yes"), "\(lines[5])")
        #expect(result.stderr.isEmpty, "every frame takes the animator's four steps: \(result.stderr)")
    }

    @Test func unknownEntrySuggestsTheClosestName() throws {
        let result = try FlipbookBinary.run(["bench", "push-system", "push-wechatt", "--scale", "1", "--frames", "1"])
        #expect(result.status == 66)
        #expect(
            result.stderr == """
                push-wechatt: no such catalog entry or scene file; see flipbook list (did you mean "push-wechat"?)

                """)
        #expect(result.stdout.isEmpty, "nothing is timed before every name is known")
    }

    @Test func invalidSceneFileIsInvalidInput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("broken.yaml", "screen: {width: -1}\n")
        let result = try FlipbookBinary.run(["bench", file.path, "--scale", "1", "--frames", "1"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("broken.yaml:"))
    }

    @Test(arguments: [
        (["--all", "push-system"], "give entries or --all, not both"),
        (["--scale", "5"], "--scale must be 1, 2, 3 or 4, got 5"),
        (["--frames", "0"], "--frames must be at least 1, got 0"),
        (["--width", "100"], "--width is for --synthetic; catalog timings take --scale and --frames"),
        (
            ["--iterations", "2", "push-system"],
            "--iterations is for --synthetic; catalog timings take --scale and --frames"
        ),
        (
            ["--synthetic", "push-system"],
            "--synthetic times a built-in frame: it takes no entries, --all, --scale or --frames"
        ),
        (
            ["--synthetic", "--frames", "3"],
            "--synthetic times a built-in frame: it takes no entries, --all, --scale or --frames"
        ),
        (["--synthetic", "--width", "0"], "--width and --height must be from 1 to 16384, got 0×2532"),
        (["--synthetic", "--iterations", "0"], "--iterations must be at least 1, got 0"),
        (["--layout", "--scale", "2"], "--layout times a built-in row of views: it takes only --iterations"),
        (["--layout", "--iterations", "0"], "--iterations must be at least 1, got 0"),
        (["--synthetic", "--reference-crop", "0"], "--reference-crop must be at least 1, got 0"),
        (["--threads", "0"], "--threads must be from 1 to 64, got 0"),
        (["--synthetic", "--json"], "--json is for catalog timings, not --synthetic, --layout or --dynamics"),
        (["--layout", "--json"], "--json is for catalog timings, not --synthetic, --layout or --dynamics"),
        (["--dynamics", "--json"], "--json is for catalog timings, not --synthetic, --layout or --dynamics"),
        (["--dynamics", "--scale", "2"], "--dynamics times a built-in box of bodies: it takes only --iterations"),
        (["--dynamics", "--iterations", "0"], "--iterations must be at least 1, got 0"),
        (["--no-peers"], "--no-peers is for --json: the table has peers only with --peers"),
        (["--json", "--peers", "--no-peers"], "--peers is for catalog timings, without --no-peers"),
        (["--synthetic", "--peers"], "--peers is for catalog timings, without --no-peers"),
    ])
    func badCommandLines(_ arguments: [String], _ message: String) throws {
        let result = try FlipbookBinary.run(["bench"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
