import FlipbookPorting
import FlipbookScenes
import Foundation
import Raster

/// The code the fuzzing harness (`Scripts/fuzz.sh`, `Fuzz/`) drives with mutated input, one entry per
/// target. Every input must end in a result or a thrown error: a trap, a crash, a hang or a runaway
/// allocation is a finding. The same entries replay the kept crashers as regression tests.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Scene files as YAML: parse, validate, then lay out the first, middle and last frames small and
    /// rasterize the middle one.
    case sceneYAML = "scene-yaml"
    /// Scene files as JSON, the same way.
    case sceneJSON = "scene-json"
    /// PNG files through the decoder.
    case png
    /// Display lists built from the bytes, full of extreme numbers, through the rasterizer and the
    /// display-list JSON writer.
    case raster
    /// Display-list JSON through the reader (images drawn as placeholders), then the rasterizer.
    case displayList = "display-list"
    /// Bytes as a Swift source file through flipbook-port's engine: a located error or ported text, which is
    /// ported once more (the porter's own output is Swift it must take too).
    case port

    /// Runs one input.
    @MainActor
    public func run(_ data: Data) {
        switch self {
        case .sceneYAML: Self.scene(data, format: .yaml)
        case .sceneJSON: Self.scene(data, format: .json)
        case .png:
            _ = try? PNGDecoder(limits: .init(maxWidth: 4096, maxHeight: 4096, maxPixels: 4_000_000)).decode(data)
        case .raster: Self.raster(data)
        case .displayList: Self.displayList(data)
        case .port: Self.port(data)
        }
    }

    /// Where the seeds for the target's corpus come from, relative to the package root.
    public var seedFolders: [String] {
        switch self {
        case .sceneYAML, .sceneJSON: return ["Fixtures/Scenes", "Fuzz/Seeds/scene"]
        case .png: return ["Fixtures/PNG/valid", "Fixtures/PNG/damaged", "Fixtures/Photos"]
        case .raster: return ["Fuzz/Seeds/raster"]
        case .displayList: return ["Fuzz/Seeds/display-list"]
        case .port: return ["Fixtures/Porting", "Fuzz/Seeds/port"]
        }
    }

    @MainActor
    private static func scene(_ data: Data, format: SceneFormat) {
        var limits = SceneInputLimits()
        limits.imageMemory = 64 << 20
        guard let text = String(data: data, encoding: .utf8),
            var scene = try? SceneLoader.parse(text, format: format, limits: limits)
        else { return }
        // Small frames and short recordings keep each input fast; the numbers that matter stay as written.
        scene.screen = SceneScreen(
            width: min(scene.screen.width, 64).rounded(.up), height: min(scene.screen.height, 64).rounded(.up), scale: 1
        )
        scene.fps = min(scene.fps, 10)
        guard let runner = try? SceneRunner(scene: scene) else { return }
        // In order, as SceneRunner requires (it moves its clock forward only).
        _ = try? runner.displayList(atFrame: 0)
        if let list = try? runner.displayList(atFrame: runner.frameCount / 2) {
            _ = Rasterizer().render(list)
        }
        _ = try? runner.displayList(atFrame: runner.frameCount - 1)
    }

    private static func raster(_ data: Data) {
        var bytes = FuzzBytes(data)
        let list = DisplayList(
            width: 1 + bytes.byte() % 48, height: 1 + bytes.byte() % 48, background: bytes.color(),
            items: bytes.items(depth: 0))
        _ = Rasterizer(threadCount: 1 + bytes.byte() % 2).render(list)
        _ = try? JSONSerialization.jsonObject(with: list.jsonData(prettyPrinted: false))
    }

    private static func displayList(_ data: Data) {
        // Small frames keep each input fast; every other number stays as written.
        var limits = DisplayListReader.Limits()
        limits.maxSide = 64
        limits.maxItems = 10_000
        guard let list = try? DisplayListReader(limits: limits, images: DisplayListReader.placeholder(for:)).read(data)
        else { return }
        _ = Rasterizer().render(list)
    }

    /// Ports the bytes as one Swift file (invalid UTF-8 replaced, as the engine takes text) beside a file that
    /// declares what optional calls and extension overrides look up across files, then ports the ported files
    /// again, which must take them and change nothing. A refusal must locate every diagnostic in an input file
    /// and must not be a porter bug (two rewrites on the same code, a ported copy that does not parse).
    /// One port and one re-port (only of a success) keep each input to two passes of the engine.
    private static func port(_ data: Data) {
        let companion = """
            import UIKit
            @objc protocol D { @objc optional func m(_ x: Int) -> Bool }
            class C: CALayer { @NSManaged var v: CGFloat }
            """
        let sources = [
            PortingSource(path: "fuzz.swift", text: String(decoding: data, as: UTF8.self)),
            PortingSource(path: "companion.swift", text: companion),
        ]
        let ported: PortingResult
        do {
            ported = try Porter().port(sources)
        } catch {
            checkLocated(error, inputs: sources)
            return
        }
        let again = ported.files.map { PortingSource(path: $0.outputPath, text: $0.text) }
        do {
            let twice = try Porter().port(again)
            precondition(twice.files == ported.files, "porting the porter's output changed it:\n\(diff(ported, twice))")
        } catch {
            preconditionFailure("the porter refused its own output:\n\(error)")
        }
    }

    /// Traps unless every diagnostic names one of `inputs` at a line and column from 1, and none is a porter bug.
    private static func checkLocated(_ failure: PortingFailure, inputs: [PortingSource]) {
        precondition(!failure.diagnostics.isEmpty, "a refusal without a diagnostic")
        for diagnostic in failure.diagnostics {
            let location = diagnostic.location
            precondition(
                inputs.contains { $0.path == location.path } && location.line >= 1 && location.column >= 1,
                "a diagnostic outside the input: \(diagnostic)")
            precondition(!diagnostic.message.contains("porter bug"), "\(diagnostic)")
        }
    }

    /// The first line where two ports differ, for the trap's message.
    private static func diff(_ first: PortingResult, _ second: PortingResult) -> String {
        for (one, two) in zip(first.files, second.files) where one != two {
            let lines = zip(
                one.text.split(separator: "\n", omittingEmptySubsequences: false),
                two.text.split(separator: "\n", omittingEmptySubsequences: false))
            if let (a, b) = lines.first(where: { $0 != $1 }) { return "\(one.outputPath): \(a)\n-> \(b)" }
            return "\(one.outputPath): the texts differ in length"
        }
        return "the files differ: \(first.files.map(\.outputPath)) -> \(second.files.map(\.outputPath))"
    }
}
