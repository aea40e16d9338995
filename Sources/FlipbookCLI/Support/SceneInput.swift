import FlipbookCatalog
import FlipbookScenes
import Foundation

/// Loads scene files for the commands, turning problems into ``CLIError``s with the right exit status.
enum SceneInput {
    /// The custom animators scenes can name.
    @MainActor static var animators: any SceneAnimatorSource { Catalog.animators }

    /// A catalog entry by name, or else a scene file by path held to `limits`.
    static func load(_ input: String, limits: SceneInputLimits = SceneInputLimits()) throws(CLIError) -> Scene {
        if let entry = Catalog.entry(named: input), !FileManager.default.fileExists(atPath: input) {
            do {
                return try entry.scene()
            } catch {
                throw CLIError("\(input): \(error)", status: .internalError)
            }
        }
        let looksLikeFile = input.contains("/") || input.contains(".")
        if !looksLikeFile && !FileManager.default.fileExists(atPath: input) {
            var message = "\(input): no such catalog entry or scene file; see flipbook list"
            if let suggestion = closest(to: input) { message += " (did you mean \"\(suggestion)\"?)" }
            throw CLIError(message, status: .noInput)
        }
        return try loadFile(input, limits: limits)
    }

    /// Reports an animator name the catalog does not have, at the place the scene names it.
    static func checkAnimator(_ scene: Scene) throws(CLIError) {
        guard let transition = scene.transition, case .animator(let name) = transition.animation else { return }
        let names = MainActor.assumeIsolated { Catalog.animators.animatorNames }
        guard !names.contains(name) else { return }
        let location = transition.animationLocation.map { "\($0): \($0.field): " } ?? ""
        // A name from the scene file, shortened as the scene loader shortens values in its messages.
        let shown = name.shortenedForMessages
        throw CLIError(
            "\(location)unknown animator \"\(shown)\"; expected one of \(names.joined(separator: ", "))",
            status: .invalidInput)
    }

    private static func closest(to name: String) -> String? {
        Suggestion.closest(to: name, among: Catalog.entries.map(\.name))
    }

    /// Loads the scene file at `path` (relative to the current directory) held to `limits`, naming it as
    /// typed in messages.
    static func loadFile(_ path: String, limits: SceneInputLimits = SceneInputLimits()) throws(CLIError) -> Scene {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CLIError(
                "\(path): no such file; expected a scene file (.yaml, .yml or .json) or a catalog name (flipbook list)",
                status: .noInput)
        }
        do {
            return try SceneLoader.load(contentsOf: url, displayPath: path, limits: limits)
        } catch let error as SceneError {
            throw CLIError(error.description, status: .invalidInput)
        } catch {
            throw CLIError("\(path): \(error)", status: .invalidInput)
        }
    }
}

/// A one-line description of a scene: screen, fps, root, transition and verify tolerance.
struct SceneSummary: CustomStringConvertible {
    let scene: Scene

    init(_ scene: Scene) { self.scene = scene }

    var description: String {
        let screen = scene.screen
        var parts = [
            """
            \(format(screen.width))×\(format(screen.height)) pt @\(screen.scale)x \
            (\(screen.pixelWidth)×\(screen.pixelHeight) px)
            """,
            "\(scene.fps) fps", "\(scene.controllers.count) controller\(scene.controllers.count == 1 ? "" : "s")",
        ]
        if let transition = scene.transition {
            var text = transition.operation.name
            switch transition.operation {
            case .push(let id), .present(let id): text += " \(id)"
            case .selectTab(let index): text += " tab \(index)"
            case .pop, .dismiss: break
            }
            switch transition.animation {
            case .system: text += " (UIKit default)"
            case .animator(let name): text += " with animator \(name)"
            case .caTransition(let type, let subtype):
                text += " with CATransition \(type)\(subtype.map { " \($0)" } ?? "")"
            case .modalStyle(let style): text += " (\(style.rawValue))"
            case .zoom(let source): text += " zooming from \(source)"
            case .keyframes(let keyframes):
                text += " with keyframes (\(keyframes.tracks.count) track\(keyframes.tracks.count == 1 ? "" : "s"))"
            }
            if transition.interaction != nil { text += ", interactive" }
            parts.append(text)
        } else {
            parts.append("no transition")
        }
        if let tolerance = scene.verification.tolerance { parts.append("verify tolerance \(format(tolerance))") }
        return parts.joined(separator: ", ")
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
