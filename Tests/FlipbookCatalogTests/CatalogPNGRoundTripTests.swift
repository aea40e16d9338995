import Flipbook
import FlipbookScenes
import Foundation
import Testing

@testable import FlipbookCatalog

/// Every catalog entry's frames written with the `fast` preset (Flipbook's own deflate) decode with libpng to the
/// very pixels rendered. Scale 1 and every fourth frame (and the last) keep it quick; `Scripts/png-roundtrip.py`
/// checks every frame at scale 3 in Pillow, `pngcheck` and Chromium.
@MainActor
@Suite struct CatalogPNGRoundTripTests {
    @Test(arguments: Catalog.entries.map(\.name))
    func fastFramesDecodeToTheRenderedPixels(_ name: String) throws {
        var scene = try #require(Catalog.entry(named: name)).scene()
        scene.screen.scale = 1
        let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
        let frames = Array(stride(from: 0, to: runner.frameCount, by: 4)) + [runner.frameCount - 1]
        for frame in frames {
            let bitmap = Rasterizer().render(try runner.displayList(atFrame: frame))
            let png = try PNGEncoder(preset: .fast).encode(bitmap)
            #expect(try PNGDecoder().decode(png) == bitmap, "\(name) frame \(frame)")
        }
    }
}
