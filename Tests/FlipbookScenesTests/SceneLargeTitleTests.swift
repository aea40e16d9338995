import Flipbook
import Foundation
import Testing

@testable import FlipbookScenes

/// `largeTitles:` on a navigation root and `largeTitleDisplayMode:` on a controller: parsed, given to the
/// navigation controller, and located errors for misuse.
@MainActor
@Suite struct SceneLargeTitleTests {
    @Test func aNavigationRootWithLargeTitlesShowsTheRootsTitleLarge() throws {
        func barHeight(stack: String) throws -> CGFloat {
            let scene = try SceneLoader.parse(
                """
                controllers:
                  settings: {title: Settings}
                  general: {title: General, largeTitleDisplayMode: never}
                root: {navigation: [\(stack)], largeTitles: true}
                """, file: "s.yaml", format: .yaml, baseDirectory: nil)
            #expect(scene.root.largeTitles)
            #expect(scene.controllers.map(\.largeTitleDisplayMode) == [.automatic, .never])
            let runner = try SceneRunner(scene: scene)
            _ = try runner.displayList(atFrame: 0)
            let navigation = try #require(runner.window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.prefersLargeTitles)
            return navigation.navigationBar.frame.height
        }
        #expect(try barHeight(stack: "settings") == 96)
        #expect(try barHeight(stack: "settings, general") == 44, "General never shows a large title")
    }

    @Test func largeTitlesBelongToANavigationRootAndModesAreNamed() {
        #expect(
            diagnostics(
                """
                controllers:
                  a: {largeTitleDisplayMode: sometimes}
                root: {controller: a, largeTitles: true}
                """) == [
                    """
                    s.yaml:2:30: controllers.a.largeTitleDisplayMode: expected a large-title display mode: \
                    automatic, always, never; got "sometimes"
                    """,
                    "s.yaml:3:36: root.largeTitles: only a navigation root has large titles",
                ])
        #expect(
            diagnostics("controllers: {a: {}}\nroot: {navigation: [a], largeTitles: maybe}\n") == [
                "s.yaml:2:38: root.largeTitles: expected true or false, got \"maybe\""
            ])
    }
}
