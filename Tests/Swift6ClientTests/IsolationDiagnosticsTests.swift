import Foundation
import Testing

/// Flipbook's UIKit types are main-actor isolated as UIKit imports them (`@preconcurrency`): a Swift 5 client
/// that builds views outside any actor compiles silently, and a Swift 6 client is told about it. This
/// type-checks the same client file with the real compiler in both modes against the built modules.
@Suite struct IsolationDiagnosticsTests {
    static let client = """
        import Flipbook
        func makeCard() -> UIView { UIView(frame: .zero) }
        final class Chrome: NSObject { let dimmingView = UIView() }
        func snapshot(of window: UIWindow) -> Bitmap { FrameRecorder(window: window, scale: 1).snapshot() }
        """

    /// The build folder holding `Modules/Flipbook.swiftmodule`: next to the test bundle, or the package's
    /// `.build/debug`.
    static func buildFolder() throws -> URL {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle, bundle.deletingLastPathComponent(), packageRoot.appendingPathComponent(".build/debug"),
        ]
        return try #require(
            candidates.first { folder in
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("Modules/Flipbook.swiftmodule").path)
            }, "no built Flipbook module next to the tests (run swift build --build-tests)")
    }

    /// Type-checks ``client`` in `languageMode` (5 or 6); returns the exit status and everything printed.
    static func typeCheck(languageMode: Int) throws -> (status: Int32, output: String) {
        let build = try buildFolder()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flipbook-client-\(languageMode).swift")
        try client.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        process.arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "\(languageMode)",
                "-I", build.appendingPathComponent("Modules").path,
                "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("CPNG.build/module.modulemap").path,
                "-Xcc",
                "-fmodule-map-file=" + build.appendingPathComponent("CChipmunkSteps.build/module.modulemap").path,
                "-Xcc", "-fmodule-map-file=" + sources.appendingPathComponent("CFreeType/module.modulemap").path,
                "-Xcc", "-fmodule-map-file=" + sources.appendingPathComponent("CHarfBuzz/module.modulemap").path,
                "-Xcc", "-fmodule-map-file=" + sources.appendingPathComponent("CGIF/module.modulemap").path,
                "-Xcc", "-fmodule-map-file=" + sources.appendingPathComponent("CFriBidi/module.modulemap").path,
                "-Xcc", "-fmodule-map-file=" + sources.appendingPathComponent("CChipmunk/module.modulemap").path,
            ] + (try systemIncludeFlags()).flatMap { ["-Xcc", $0] } + [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The `-I` flags of FreeType's, HarfBuzz's and FriBidi's headers, from pkg-config (as SwiftPM finds them).
    static func systemIncludeFlags() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags-only-I", "freetype2", "harfbuzz", "fribidi"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test func swift5ClientsBuildViewsOutsideTheMainActorWithoutADiagnostic() throws {
        let result = try Self.typeCheck(languageMode: 5)
        #expect(result.status == 0)
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test func swift6ClientsAreToldAboutIt() throws {
        let result = try Self.typeCheck(languageMode: 6)
        #expect(
            result.output.contains(
                "call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context"),
            "\(result.output)")
        #expect(
            result.output.contains("error: main actor-isolated default value in a nonisolated context"),
            "\(result.output)")
        #expect(
            result.output.contains("call to main actor-isolated initializer 'init(window:fps:scale:threads:)'"),
            "\(result.output)")
        #expect(result.status != 0)
    }
}
