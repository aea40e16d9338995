import Foundation
import Testing

@testable import FlipbookCLI

/// Finding the replay venv and reading what `peer_times.py` prints, with stand-in programs: never the
/// timings themselves.
@Suite struct PeerReplayTests {
    /// The repository holding this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The replay venv and the shared `replay.py` it needs are on this machine (checked as the bench finds them).
    static let venvIsPresent: Bool = {
        let environment = ProcessInfo.processInfo.environment
        let python = environment["FLIPBOOK_REPLAY_PYTHON"] ?? "/tmp/replay-venv/bin/python"
        let replay =
            environment["FLIPBOOK_REPLAY_PY"]
            ?? repository.deletingLastPathComponent().appendingPathComponent("shared/tools/replay/replay.py").path
        return FileManager.default.isExecutableFile(atPath: python) && FileManager.default.fileExists(atPath: replay)
    }()

    private func script(_ body: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-peer-\(UUID().uuidString).sh")
        try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    @Test func findsTheScriptOfTheRepositoryHoldingTheExecutable() throws {
        let python = try script("exit 0")
        defer { try? FileManager.default.removeItem(at: python) }
        let executable = Self.repository.appendingPathComponent(".build/release/flipbook")
        let located = try PeerReplay.locate(
            environment: ["FLIPBOOK_REPLAY_PYTHON": python.path], executable: executable,
            currentDirectory: URL(fileURLWithPath: "/")
        ).get()
        #expect(located.python == python)
        #expect(located.script.path == Self.repository.appendingPathComponent("Scripts/replay/peer_times.py").path)
        #expect(FileManager.default.fileExists(atPath: located.script.path))
        // From elsewhere, the current directory's repository.
        let fromHere = try PeerReplay.locate(
            environment: ["FLIPBOOK_REPLAY_PYTHON": python.path], executable: URL(fileURLWithPath: "/usr/bin/flipbook"),
            currentDirectory: Self.repository
        ).get()
        #expect(fromHere.script.path == located.script.path)
    }

    @Test func saysWhatIsMissing() {
        let noPython = PeerReplay.locate(
            environment: ["FLIPBOOK_REPLAY_PYTHON": "/no/such/python"], executable: URL(fileURLWithPath: "/usr/bin/x"),
            currentDirectory: Self.repository)
        #expect(throws: PeerReplay.Unavailable.self) { try noPython.get() }
        if case .failure(let reason) = noPython {
            #expect(reason.reason.contains("/no/such/python is not an executable Python"))
            #expect(reason.reason.contains("FLIPBOOK_REPLAY_PYTHON"))
        }
        let noScript = PeerReplay.locate(
            environment: ["FLIPBOOK_REPLAY_PYTHON": "/bin/sh"], executable: URL(fileURLWithPath: "/usr/bin/x"),
            currentDirectory: URL(fileURLWithPath: "/"))
        if case .failure(let reason) = noScript {
            #expect(reason.reason.hasPrefix("Scripts/replay/peer_times.py not found above /usr/bin/x"))
        } else {
            Issue.record("found a script in /: \(noScript)")
        }
    }

    @Test func readsThePeersTimesPerFolder() throws {
        let printer = try script(
            """
            echo '{"entries": [{"frames": 2, "skia_ms": 1.5, "blend2d_ms": null, "fpng_ms": 2.25, "fpng_kib": 9}, \
            {"frames": 1, "skia_ms": 3, "blend2d_ms": 4, "fpng_ms": null, "fpng_kib": null}], "fpng": null}'
            """)
        defer { try? FileManager.default.removeItem(at: printer) }
        let replay = PeerReplay(python: printer, script: URL(fileURLWithPath: "/dev/null"))
        let report = try replay.time([URL(fileURLWithPath: "/tmp/a"), URL(fileURLWithPath: "/tmp/b")]).get()
        #expect(
            report
                == PeerReplay.Report(
                    entries: [
                        .init(frames: 2, skiaMs: 1.5, blend2dMs: nil, fpngMs: 2.25, fpngKib: 9),
                        .init(frames: 1, skiaMs: 3, blend2dMs: 4, fpngMs: nil, fpngKib: nil),
                    ], fpng: nil))
        // One folder, two entries printed: not a report of these folders.
        #expect(throws: PeerReplay.Unavailable.self) { try replay.time([URL(fileURLWithPath: "/tmp/a")]).get() }
    }

    /// A line on stdout before the report (once: a note about images the replay could not find) is no
    /// report; the reason shows what was printed instead.
    @Test func aStrayLineOnStdoutIsShownInTheReason() throws {
        let printer = try script(
            """
            echo 'cube: no pixels for layer-transition-old'
            echo '{"entries": [{"frames": 1, "skia_ms": 1, "blend2d_ms": 1, "fpng_ms": null, "fpng_kib": null}], \
            "fpng": null}'
            """)
        defer { try? FileManager.default.removeItem(at: printer) }
        let outcome = PeerReplay(python: printer, script: URL(fileURLWithPath: "/x/peer_times.py")).time([
            URL(fileURLWithPath: "/tmp/a")
        ])
        guard case .failure(let unavailable) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        let expected = "/x/peer_times.py printed no report of 1 entries: it printed "
        #expect(
            unavailable.reason.hasPrefix(expected + "\"cube: no pixels for layer-transition-old\n"),
            "\(unavailable.reason)")
    }

    @Test func aFailingReplaySaysWhy() throws {
        let failing = try script(
            "echo 'Traceback (most recent call last):' >&2; echo 'ImportError: no skia' >&2; exit 3")
        defer { try? FileManager.default.removeItem(at: failing) }
        let outcome = PeerReplay(python: failing, script: URL(fileURLWithPath: "/x/peer_times.py")).time([])
        guard case .failure(let unavailable) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(unavailable.reason == "/x/peer_times.py failed (status 3): ImportError: no skia")
    }
}
