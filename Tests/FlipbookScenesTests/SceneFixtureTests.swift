import Foundation
import Testing

@testable import FlipbookScenes

/// The documented examples in Fixtures/Scenes load, and images are resolved relative to the scene file.
@Suite struct SceneFixtureTests {
    static let sceneFiles = [
        "push-mail.yaml", "present-photo.json", "tab-slide.yaml",
        "pop-swipe-cancel.yaml", "catransition-cube.yaml", "pop-drag-hold.yaml",
        "push-kugou-keyframes.yaml", "push-wechat-keyframes.yaml", "push-mask-keyframes.yaml",
        "dynamics-gravity-bounce.yaml", "dynamics-push.yaml", "dynamics-snap.yaml", "dynamics-drag-flick.yaml",
        "pages-curl-spread.yaml", "scroll-feed.yaml", "zoom-pinch-dismiss.yaml",
    ]

    @Test func theFolderHoldsExactlyTheDocumentedExamples() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("Scenes").path)
            .filter { $0 != "README.md" }.sorted()
        #expect(names == Self.sceneFiles.sorted())
    }

    @Test(arguments: sceneFiles)
    func exampleLoads(_ name: String) throws {
        let url = fixtures.appendingPathComponent("Scenes/\(name)")
        let scene = try SceneLoader.load(contentsOf: url)
        #expect(scene.source == url)
        let hasDynamics = scene.controllers.flatMap(\.allViews).contains { $0.dynamics != nil }
        let hasFingers = scene.controllers.flatMap(\.allViews).contains { $0.scroll?.finger != nil }
        #expect(scene.transition != nil || hasDynamics || hasFingers)
        #expect(!scene.controllers.isEmpty)
    }

    @Test func imagesAreDecodedAndNamedByTheirScenePath() throws {
        let scene = try SceneLoader.load(contentsOf: fixtures.appendingPathComponent("Scenes/push-mail.yaml"))
        let images = scene.controllers.flatMap(\.allViews).compactMap(\.image)
        #expect(
            images.map(\.path) == [
                "../Photos/avatar-1.png", "../Photos/avatar-2.png", "../Photos/avatar-3.png",
                "../Photos/avatar-1.png", "../Photos/mountains.png",
            ])
        #expect(images[0].image === images[3].image, "the same file is decoded once per scene")
        #expect(images[4].image.width == 320 && images[4].image.height == 240)
        #expect(images[4].image.name == "../Photos/mountains.png")
    }

    @Test func missingAndDamagedImagesAreReportedAtTheField() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("bad.png"))
        let text = """
            controllers:
              home:
                views:
                  - {frame: [0, 0, 10, 10], image: missing.png}
                  - {frame: [0, 0, 10, 10], image: bad.png}
            root: {controller: home}
            """
        let lines = diagnostics(text, baseDirectory: folder)
        let resolved = folder.appendingPathComponent("missing.png").standardizedFileURL.path
        #expect(lines.count == 2)
        #expect(
            lines.first == """
                s.yaml:4:40: controllers.home.views[0].image: no such file "missing.png" (looked for \(resolved)); \
                expected a PNG file path relative to the scene file
                """)
        #expect(
            lines.last?.hasPrefix(
                "s.yaml:5:40: controllers.home.views[1].image: cannot read \"bad.png\": not a PNG file") == true)
        #expect(lines.last?.hasSuffix("; expected a PNG file") == true)
    }

    @Test func textWithoutAFileCannotUseImages() {
        #expect(
            diagnostics(
                "controllers: {home: {views: [{frame: [0, 0, 1, 1], image: a.png}]}}\nroot: {controller: home}\n") == [
                    """
                    s.yaml:1:59: controllers.home.views[0].image: cannot load "a.png": \
                    this scene has no file to resolve image paths against
                    """
                ])
    }

    @Test func unreadableSceneFiles() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/scene.yaml")
        let error = #expect(throws: SceneError.self) {
            try SceneLoader.load(contentsOf: missing, displayPath: "scene.yaml")
        }
        #expect(
            error?.description == """
                scene.yaml: no such file; \
                expected a scene file (.yaml, .yml or .json) or a catalog name (flipbook list)
                """)
        let folder = #expect(throws: SceneError.self) {
            try SceneLoader.load(contentsOf: fixtures, displayPath: "Fixtures")
        }
        #expect(folder?.description == "Fixtures: is a folder; expected a scene file (.yaml, .yml or .json)")
    }
}
