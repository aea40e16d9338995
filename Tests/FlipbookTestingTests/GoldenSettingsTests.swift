import FlipbookTesting
import Foundation
import Testing

@Suite struct GoldenSettingsTests {
    /// This package's root, found independently of the code under test.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func packageRootIsFoundFromATestFile() throws {
        let found = try #require(GoldenSettings.packageRoot(enclosing: #filePath))
        #expect(found.standardizedFileURL.path == Self.root.standardizedFileURL.path)
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("Package.swift").path))
    }

    @Test func noPackageRootAboveAFileOutsideAnyPackage() {
        #expect(GoldenSettings.packageRoot(enclosing: "/nonexistent-flipbook-dir/x/y.swift") == nil)
    }

    @Test func defaultsComeFromThePackageRoot() throws {
        let settings = try GoldenSettings.resolve(filePath: #filePath, environment: [:])
        #expect(settings.recordMode == .missing)
        #expect(settings.goldensDirectory.path == Self.root.appendingPathComponent("Fixtures/Goldens").path)
        #expect(settings.artifactsDirectory.path == Self.root.appendingPathComponent(".build/flipbook-artifacts").path)
        #expect(
            try settings.goldenURL(named: "push-basic.t0250ms", suite: "Push").path
                == Self.root.appendingPathComponent("Fixtures/Goldens/Push/push-basic.t0250ms.png").path)
        #expect(
            try settings.artifactsFolder(suite: "Push").path
                == Self.root.appendingPathComponent(".build/flipbook-artifacts/Push").path)
    }

    @Test func environmentOverridesDefaults() throws {
        let settings = try GoldenSettings.resolve(
            filePath: #filePath,
            environment: [
                "FLIPBOOK_RECORD": "never", "FLIPBOOK_GOLDENS_DIR": "/tmp/g", "FLIPBOOK_ARTIFACTS": "/tmp/a",
            ])
        #expect(
            settings
                == GoldenSettings(
                    recordMode: .never, goldensDirectory: URL(fileURLWithPath: "/tmp/g", isDirectory: true),
                    artifactsDirectory: URL(fileURLWithPath: "/tmp/a", isDirectory: true)))
    }

    @Test func argumentsOverrideTheEnvironment() throws {
        let settings = try GoldenSettings.resolve(
            filePath: "/nowhere/File.swift", recordMode: .all,
            goldensDirectory: URL(fileURLWithPath: "/x/goldens"),
            artifactsDirectory: URL(fileURLWithPath: "/x/artifacts"),
            environment: ["FLIPBOOK_RECORD": "bogus", "FLIPBOOK_GOLDENS_DIR": "/tmp/g", "FLIPBOOK_ARTIFACTS": "/tmp/a"])
        #expect(settings.recordMode == .all)
        #expect(settings.goldensDirectory.path == "/x/goldens")
        #expect(settings.artifactsDirectory.path == "/x/artifacts")
    }

    @Test func invalidRecordModeInTheEnvironmentIsAnError() {
        #expect(throws: GoldenError.self) {
            try GoldenSettings.resolve(filePath: #filePath, environment: ["FLIPBOOK_RECORD": "sometimes"])
        }
    }

    @Test func missingPackageRootWithoutOverrideIsAnError() {
        #expect(throws: GoldenError.packageRootNotFound(filePath: "/nonexistent-flipbook-dir/T.swift")) {
            try GoldenSettings.resolve(filePath: "/nonexistent-flipbook-dir/T.swift", environment: [:])
        }
    }

    @Test func withoutPackageRootArtifactsGoToTheTemporaryDirectory() throws {
        let settings = try GoldenSettings.resolve(
            filePath: "/nonexistent-flipbook-dir/T.swift", environment: ["FLIPBOOK_GOLDENS_DIR": "/tmp/g"])
        #expect(
            settings.artifactsDirectory.path
                == FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-artifacts").path)
    }

    @Test func goldenPathsRejectUnsafeNames() throws {
        let settings = GoldenSettings(
            recordMode: .never, goldensDirectory: URL(fileURLWithPath: "/g"),
            artifactsDirectory: URL(fileURLWithPath: "/a"))
        #expect(throws: GoldenError.self) { try settings.goldenURL(named: "../escape", suite: "S") }
        #expect(throws: GoldenError.self) { try settings.goldenURL(named: "ok", suite: "..") }
        #expect(throws: GoldenError.self) { try settings.artifactsFolder(suite: "a/b") }
    }
}
