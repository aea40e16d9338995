import Foundation
import Synchronization
import Testing

@testable import FlipbookCLI

/// `.flipbook.lock`: however claims and releases interleave, at most one holder at a time — checked by
/// contenders that each mark their hold with a file only one can create, in a loop.
@Suite struct OutputLockTests {
    /// What one contender saw.
    struct Tally: Codable {
        var claims = 0
        var refusals = 0
        var overlaps = 0
    }

    /// Claims and releases `folder` `attempts` times; while holding it, creates `holder` exclusively
    /// (an overlap when it already exists, i.e. another contender holds the lock too) and removes it.
    static func contend(in folder: URL, attempts: Int) -> Tally {
        var tally = Tally()
        let holder = folder.appendingPathComponent("holder").path
        for _ in 0..<attempts {
            guard let lock = try? OutputLock(folder, path: folder.path) else {
                tally.refusals += 1
                continue
            }
            tally.claims += 1
            let marker = open(holder, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o644)
            if marker < 0 {
                tally.overlaps += 1
            } else {
                close(marker)
                unlink(holder)
            }
            lock.release()
        }
        return tally
    }

    @Test func threadsContendingInALoopNeverHoldItTogether() throws {
        let folder = try TemporaryFolder()
        let url = folder.url
        let tallies = Mutex([Tally]())
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let tally = Self.contend(in: url, attempts: 5000)
            tallies.withLock { $0.append(tally) }
        }
        for tally in tallies.withLock({ $0 }) {
            #expect(tally.overlaps == 0)
            #expect(tally.claims > 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
    }

    /// Two processes (this test binary, each running ``contender()``) claim the same folder in a loop.
    @Test func processesContendingInALoopNeverHoldItTogether() throws {
        let folder = try TemporaryFolder()
        let processes = try (0..<2).map { index in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = ["--testing-library", "swift-testing", "--filter", "OutputLockTests/contender"]
            process.environment = ProcessInfo.processInfo.environment.merging([
                Self.folderVariable: folder.url.path, Self.reportVariable: "tally-\(index).json",
            ]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        for index in 0..<2 {
            let report = folder.url.appendingPathComponent("tally-\(index).json")
            let tally = try JSONDecoder().decode(Tally.self, from: Data(contentsOf: report))
            #expect(tally.overlaps == 0, "process \(index)")
            #expect(tally.claims > 0, "process \(index)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".flipbook.lock").path))
    }

    static let folderVariable = "FLIPBOOK_LOCK_CONTENDER_FOLDER"
    static let reportVariable = "FLIPBOOK_LOCK_CONTENDER_REPORT"

    /// One contending process of ``processesContendingInALoopNeverHoldItTogether()``; does nothing in a
    /// plain test run.
    @Test func contender() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[Self.folderVariable], let report = environment[Self.reportVariable] else { return }
        let folder = URL(fileURLWithPath: path)
        let tally = Self.contend(in: folder, attempts: 5000)
        try JSONEncoder().encode(tally).write(to: folder.appendingPathComponent(report))
    }
}
