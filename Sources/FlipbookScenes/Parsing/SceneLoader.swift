import Foundation
import Raster
import Yams

/// The syntax of a scene file.
public enum SceneFormat: String, Sendable {
    /// YAML 1.1 (as read by libyaml).
    case yaml
    /// Strict JSON; errors are worded for JSON.
    case json

    /// `.json` files are JSON; everything else (`.yaml`, `.yml`, …) is YAML.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}

/// Reads scene files (YAML or JSON, one schema) into ``Scene`` values, reporting every problem with its
/// file, line, column and field, and what was expected.
///
/// ```swift
/// let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: "Fixtures/Scenes/push.yaml"))
/// ```
/// Errors are thrown as ``SceneError``; print it to get one line per problem.
public enum SceneLoader {
    /// The memory a scene's decoded images may take together unless told otherwise: 2 GiB.
    public static let defaultImageMemoryLimit = 2 << 30

    /// Reads and validates the scene file at `url`. Image paths are resolved relative to the file's folder.
    /// `displayPath` is how the file is named in diagnostics (the path as the user typed it, by default
    /// `url.path`). The file is held to `limits` (its images' memory is checked before each is decoded).
    public static func load(
        contentsOf url: URL, displayPath: String? = nil, limits: SceneInputLimits = SceneInputLimits()
    ) throws -> Scene {
        let name = displayPath ?? url.path
        let data: Data
        do {
            data = try FileProblem.readRegularFile(url)
        } catch {
            throw SceneError([SceneDiagnostic(file: name, message: readFailure(url, error))])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError([
                SceneDiagnostic(file: name, message: "not UTF-8 text; expected a YAML or JSON scene file")
            ])
        }
        var scene = try parse(
            text, file: name, format: SceneFormat(path: url.path),
            baseDirectory: url.deletingLastPathComponent(), limits: limits)
        scene.source = url
        return scene
    }

    /// Parses and validates scene text. `file` names it in diagnostics; image paths are resolved against
    /// `baseDirectory` (scenes without one cannot use image files); the text is held to `limits`.
    public static func parse(
        _ text: String, file: String = "<scene>", format: SceneFormat = .yaml,
        baseDirectory: URL? = nil, limits: SceneInputLimits = SceneInputLimits()
    ) throws -> Scene {
        let context = DecodingContext(file: file, baseDirectory: baseDirectory, limits: limits)
        let label = format == .json ? "invalid JSON" : "invalid YAML"
        if format == .json {
            do {
                try JSONSyntaxCheck.check(text)
            } catch {
                throw SceneError([
                    SceneDiagnostic(
                        file: file, line: error.line, column: error.column,
                        message: "\(label): \(error.message)")
                ])
            }
        }
        do {
            try YAMLShapeCheck.check(text, limits: limits)
        } catch {
            throw SceneError([
                SceneDiagnostic(file: file, line: error.line, column: error.column, message: error.message)
            ])
        }
        let root: Node?
        do {
            root = try Parser(yaml: text, resolver: .basic).singleRoot()
        } catch let error as YamlError {
            throw SceneError([syntaxDiagnostic(error, file: file, label: label, text: text)])
        }
        guard let root else {
            throw SceneError([
                SceneDiagnostic(
                    file: file,
                    message: "the file is empty; expected a scene (a mapping with controllers, root, transition…)")
            ])
        }
        let scene = context.scene(Field(node: root, path: ""))
        let diagnostics = context.sortedDiagnostics
        guard diagnostics.isEmpty, let scene else {
            throw SceneError(
                diagnostics.isEmpty
                    ? [SceneDiagnostic(file: file, message: "the scene could not be read")] : diagnostics)
        }
        return scene
    }

    private static func readFailure(_ url: URL, _ problem: FileProblem) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return "no such file; expected a scene file (.yaml, .yml or .json) or a catalog name (flipbook list)"
        }
        if isDirectory.boolValue { return "is a folder; expected a scene file (.yaml, .yml or .json)" }
        return "cannot be read: \(problem.reason)"
    }

    private static func syntaxDiagnostic(_ error: YamlError, file: String, label: String, text: String)
        -> SceneDiagnostic
    {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "\(label): \(problem)"
            if let context {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            return SceneDiagnostic(file: file, line: mark.line, column: mark.column, message: message)
        case .reader(let problem, let offset, _, _):
            var line = 1
            var column = 1
            if let offset {
                for character in text.prefix(offset) {
                    if character == "\n" {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                }
            }
            return SceneDiagnostic(file: file, line: line, column: column, message: "\(label): \(problem)")
        default:
            return SceneDiagnostic(file: file, message: "\(label): \(error)")
        }
    }
}
