import Foundation
import Testing

@testable import FlipbookScenes

/// Parses YAML (or JSON) text and returns the diagnostics' descriptions, or `[]` when it loads.
func diagnostics(
    _ text: String, format: SceneFormat = .yaml, file: String = "s.yaml",
    baseDirectory: URL? = nil
) -> [String] {
    do {
        _ = try SceneLoader.parse(text, file: file, format: format, baseDirectory: baseDirectory)
        return []
    } catch let error as SceneError {
        return error.diagnostics.map(\.description)
    } catch {
        return ["unexpected error type: \(error)"]
    }
}

/// A valid scene whose `transition` section is `transition` (indented by the caller as a YAML block).
func sceneWithTransition(_ transition: String, root: String = "navigation: [inbox]") -> String {
    """
    controllers:
      inbox:
        background: systemGray6
      detail:
        background: white
      settings:
        background: white
    root:
      \(root)
    transition:
    \(transition)
    """
}

/// The repository's Fixtures folder.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
