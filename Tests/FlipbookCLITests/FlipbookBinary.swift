import Foundation

/// Runs the real `flipbook` executable, as users do.
///
/// Found at `$FLIPBOOK_BINARY` when set, else next to the test bundle (`.build/debug/flipbook`, which
/// `swift build --build-tests` builds with the tests), else in the package's `.build/debug`.
struct FlipbookBinary {
    /// What one run printed and how it ended.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let url: URL = {
        if let path = ProcessInfo.processInfo.environment["FLIPBOOK_BINARY"] { return URL(fileURLWithPath: path) }
        let besideBundle = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("flipbook")
        for candidate in [
            Bundle.main.bundleURL.appendingPathComponent("flipbook"), besideBundle,
            packageRoot.appendingPathComponent(".build/debug/flipbook"),
        ]
        where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        return packageRoot.appendingPathComponent(".build/debug/flipbook")
    }()

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `flipbook arguments…` in `directory` (the package root by default) and waits for it.
    static func run(
        _ arguments: [String], in directory: URL = packageRoot,
        environment: [String: String] = [:]
    ) throws -> Result {
        try run(program: url, arguments, in: directory, environment: environment)
    }

    /// Runs the shell `script` with `arguments` as `$1`…, in `directory`; `$FLIPBOOK` is the binary.
    static func shell(_ script: String, _ arguments: [String] = [], in directory: URL = packageRoot) throws -> Result {
        try run(
            program: URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh"] + arguments, in: directory,
            environment: ["FLIPBOOK": url.path])
    }

    /// Runs `program arguments…` in `directory` and waits for it.
    static func run(
        program: URL, _ arguments: [String], in directory: URL,
        environment: [String: String]
    ) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A fresh temporary folder, removed when the value is deinitialised.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` inside the folder and returns its URL.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }
}
