import Foundation

/// Where goldens and failure artifacts live and when goldens are written.
///
/// Usually resolved by ``resolve(filePath:recordMode:goldensDirectory:artifactsDirectory:environment:)``
/// from the calling test file, the environment and explicit overrides; tests of the machinery itself
/// build one directly.
public struct GoldenSettings: Sendable, Equatable {
    /// Environment variable overriding the goldens directory: `FLIPBOOK_GOLDENS_DIR`.
    public static let goldensDirectoryVariable = "FLIPBOOK_GOLDENS_DIR"
    /// Environment variable overriding the artifacts directory: `FLIPBOOK_ARTIFACTS`.
    public static let artifactsDirectoryVariable = "FLIPBOOK_ARTIFACTS"

    /// When goldens are written.
    public var recordMode: RecordMode
    /// The folder holding one sub-folder per suite (by default `<package>/Fixtures/Goldens`).
    public var goldensDirectory: URL
    /// The folder holding one sub-folder of failure artifacts per suite
    /// (by default `<package>/.build/flipbook-artifacts`).
    public var artifactsDirectory: URL

    /// Settings from explicit values.
    public init(recordMode: RecordMode, goldensDirectory: URL, artifactsDirectory: URL) {
        self.recordMode = recordMode
        self.goldensDirectory = goldensDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// Resolves the settings for a test in the source file `filePath`. For each value an explicit
    /// argument wins, then the environment (`FLIPBOOK_RECORD`, `FLIPBOOK_GOLDENS_DIR`,
    /// `FLIPBOOK_ARTIFACTS`; relative paths are taken from the current directory), then the default
    /// derived from the package root (see ``packageRoot(enclosing:)``). Without a package root the
    /// artifacts go to `<temporary directory>/flipbook-artifacts`.
    ///
    /// - Throws: ``GoldenError`` for an invalid `FLIPBOOK_RECORD`, or when the goldens directory is
    ///   neither given nor derivable from a package root.
    public static func resolve(
        filePath: String,
        recordMode: RecordMode? = nil,
        goldensDirectory: URL? = nil,
        artifactsDirectory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> GoldenSettings {
        let mode = try recordMode ?? RecordMode(environment: environment)
        func fromEnvironment(_ variable: String) -> URL? {
            guard let path = environment[variable], !path.isEmpty else { return nil }
            return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        }
        let explicitGoldens = goldensDirectory ?? fromEnvironment(goldensDirectoryVariable)
        let explicitArtifacts = artifactsDirectory ?? fromEnvironment(artifactsDirectoryVariable)
        let root = (explicitGoldens != nil && explicitArtifacts != nil) ? nil : packageRoot(enclosing: filePath)
        guard let goldens = explicitGoldens ?? root?.appendingPathComponent("Fixtures/Goldens", isDirectory: true)
        else {
            throw GoldenError.packageRootNotFound(filePath: filePath)
        }
        let artifacts =
            explicitArtifacts
            ?? root?.appendingPathComponent(".build/flipbook-artifacts", isDirectory: true)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-artifacts", isDirectory: true)
        return GoldenSettings(recordMode: mode, goldensDirectory: goldens, artifactsDirectory: artifacts)
    }

    /// The nearest directory above `filePath` (a source file, e.g. `#filePath`) that contains
    /// `Package.swift`, or `nil` when there is none.
    public static func packageRoot(enclosing filePath: String) -> URL? {
        var directory = URL(fileURLWithPath: filePath).standardizedFileURL.deletingLastPathComponent()
        while true {
            let manifest = directory.appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: manifest.path) { return directory }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path || directory.path == "/" || directory.path.isEmpty { return nil }
            directory = parent
        }
    }

    /// The golden file for `name` in `suite`: `<goldensDirectory>/<suite>/<name>.png`.
    ///
    /// - Throws: ``GoldenError/invalidName(_:reason:)`` when `name` or `suite` is not a plain file name.
    public func goldenURL(named name: String, suite: String) throws -> URL {
        try GoldenName.validate(name)
        try GoldenName.validate(suite)
        return goldensDirectory.appendingPathComponent(suite, isDirectory: true)
            .appendingPathComponent(name + ".png", isDirectory: false)
    }

    /// The artifacts folder of `suite`: `<artifactsDirectory>/<suite>/`.
    ///
    /// - Throws: ``GoldenError/invalidName(_:reason:)`` when `suite` is not a plain file name.
    public func artifactsFolder(suite: String) throws -> URL {
        try GoldenName.validate(suite)
        return artifactsDirectory.appendingPathComponent(suite, isDirectory: true)
    }
}
