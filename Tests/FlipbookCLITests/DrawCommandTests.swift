import Foundation
import Testing

/// `flipbook draw`: a dumped display list drawn again.
@Suite struct DrawCommandTests {
    @Test func aDumpedFrameDrawsToTheSameBytes() throws {
        let folder = try TemporaryFolder()
        let render = try FlipbookBinary.run(
            [
                "render", RenderCommandTests.scene, "-o", folder.url.appendingPathComponent("out").path,
                "--display-list", "--frames", "3", "--width", "130", "--height", "200", "--scale", "1", "-q",
            ])
        #expect(render.status == 0, "\(render.stderr)")
        let list = folder.url.appendingPathComponent("out/0003.json").path
        let drawn = folder.url.appendingPathComponent("drawn.png").path
        let photos = FlipbookBinary.packageRoot.appendingPathComponent("Fixtures/Photos").path
        let draw = try FlipbookBinary.run(["draw", list, "-o", drawn, "--images", photos])
        #expect(draw.status == 0, "\(draw.stderr)")
        let original = try Data(contentsOf: folder.url.appendingPathComponent("out/0003.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: drawn)) == original)
    }

    @Test func missingImagesAndBadFieldsAreNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "list.json",
            """
            {"width": 4, "height": 4, "background": [1, 1, 1, 1], "items": [
              {"op": "image", "rect": [0, 0, 4, 4], "image": {"name": "cat", "width": 2, "height": 2},
               "radii": [0, 0, 0, 0], "sampling": "bilinear", "opacity": 1,
               "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]}]}
            """)
        let missing = try FlipbookBinary.run(["draw", "list.json", "-o", "a.png", "--images", "."], in: folder.url)
        #expect(missing.status == 65)
        #expect(missing.stderr.hasPrefix(#"list.json: items[0].image: no image "cat": "#), "\(missing.stderr)")
        let placeholder = try FlipbookBinary.run(
            ["draw", "list.json", "-o", "a.png", "--placeholder-images"], in: folder.url)
        #expect(placeholder.status == 0, "\(placeholder.stderr)")
        try folder.write("bad.json", #"{"width": 4, "height": 4, "background": [1, 1, 1], "items": []}"#)
        let bad = try FlipbookBinary.run(["draw", "bad.json", "-o", "b.png"], in: folder.url)
        #expect(bad.status == 65)
        #expect(bad.stderr == "bad.json: background: expected 4 numbers, got 3\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("b.png").path))
        let absent = try FlipbookBinary.run(["draw", "nothing.json", "-o", "b.png"], in: folder.url)
        #expect(absent.status == 66)
    }
}
