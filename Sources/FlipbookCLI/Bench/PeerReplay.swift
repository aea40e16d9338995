import Foundation

/// Skia, Blend2D and fpng timed on the bench's own frames, in the same run, by
/// `Scripts/replay/peer_times.py` in the replay venv (see `Scripts/replay/README.md`): the peers of
/// `flipbook bench --json`'s ratios. The venv is optional; without it the report says why each peer
/// was not timed.
struct PeerReplay {
    /// The venv's Python.
    let python: URL
    /// `Scripts/replay/peer_times.py`.
    let script: URL

    /// Why the peers were not timed.
    struct Unavailable: Error, Equatable {
        /// A sentence saying what was missing and how to provide it.
        let reason: String
    }

    /// One entry's peer times, ms/frame on one thread; nil for a peer that was not timed.
    struct Times: Decodable, Equatable {
        var frames: Int
        var skiaMs: Double?
        var blend2dMs: Double?
        var fpngMs: Double?
        /// fpng's KiB/frame on the same frames; nil when fpng was not timed.
        var fpngKib: Double?

        enum CodingKeys: String, CodingKey {
            case frames
            case skiaMs = "skia_ms"
            case blend2dMs = "blend2d_ms"
            case fpngMs = "fpng_ms"
            case fpngKib = "fpng_kib"
        }
    }

    /// What `peer_times.py` printed: per folder, the times; and why fpng was not timed, if it was not.
    struct Report: Decodable, Equatable {
        var entries: [Times]
        var fpng: String?
    }

    /// The Python is `FLIPBOOK_REPLAY_PYTHON`, or else the venv the replay's README sets up,
    /// `/tmp/replay-venv/bin/python`. The script is `Scripts/replay/peer_times.py` of the repository
    /// that holds `executable` (`…/.build/release/flipbook`), or else of `currentDirectory`.
    static func locate(
        environment: [String: String], executable: URL, currentDirectory: URL
    ) -> Result<PeerReplay, Unavailable> {
        let files = FileManager.default
        let python = environment["FLIPBOOK_REPLAY_PYTHON"] ?? "/tmp/replay-venv/bin/python"
        guard files.isExecutableFile(atPath: python) else {
            return .failure(
                Unavailable(
                    reason: """
                        no replay venv: \(python) is not an executable Python (set up the venv as \
                        Scripts/replay/README.md says, or set FLIPBOOK_REPLAY_PYTHON)
                        """))
        }
        let relative = "Scripts/replay/peer_times.py"
        var folders: [URL] = []
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            folders.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        folders.append(currentDirectory)
        guard
            let script = folders.map({ $0.appendingPathComponent(relative) }).first(where: {
                files.fileExists(atPath: $0.path)
            })
        else {
            return .failure(
                Unavailable(
                    reason: """
                        \(relative) not found above \(executable.path) nor in \(currentDirectory.path) \
                        (run the bench from Flipbook's repository)
                        """))
        }
        return .success(PeerReplay(python: URL(fileURLWithPath: python), script: script))
    }

    /// Times the peers on `folders` (each one entry's `NNNN.json` display lists and `NNNN.png` frames):
    /// one `Times` per folder, in order.
    func time(_ folders: [URL]) -> Result<Report, Unavailable> {
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path] + folders.map(\.path)
        let output = Pipe()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flipbook-peers-\(ProcessInfo.processInfo.processIdentifier).log")
        defer { try? FileManager.default.removeItem(at: errors) }
        do {
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardOutput = output
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            return .failure(Unavailable(reason: "cannot run \(python.path): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let last = log.split(separator: "\n").last.map(String.init) ?? "no message"
            return .failure(
                Unavailable(
                    reason: "\(script.path) failed (status \(process.terminationStatus)): \(last)"))
        }
        guard let report = try? JSONDecoder().decode(Report.self, from: data), report.entries.count == folders.count
        else {
            // Say what came instead, so a stray line on stdout or a short report is found at once.
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let shown = text.isEmpty ? "nothing" : "\"\(text.count > 160 ? String(text.prefix(160)) + "…" : text)\""
            return .failure(
                Unavailable(
                    reason: "\(script.path) printed no report of \(folders.count) entries: it printed \(shown)"))
        }
        return .success(report)
    }
}
