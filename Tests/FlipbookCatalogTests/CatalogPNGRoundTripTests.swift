import Flipbook
import FlipbookScenes
import Foundation
import Testing

@testable import FlipbookCatalog

/// Every catalog entry's frames written with the `fast` preset (Flipbook's own deflate) decode with libpng to the
/// very pixels rendered. Scale 1 and the first, middle and last frames keep it quick; `Scripts/png-roundtrip.py`
/// checks every frame in Pillow, `pngcheck` and Chromium.
@MainActor
@Suite struct CatalogPNGRoundTripTests {
    @Test(arguments: Catalog.entries.map(\.name))
    func fastFramesDecodeToTheRenderedPixels(_ name: String) throws {
        var scene = try #require(Catalog.entry(named: name)).scene()
        scene.screen.scale = 1
        let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
        let last = runner.frameCount - 1
        for frame in Set([0, last / 2, last]).sorted() {
            let bitmap = Rasterizer().render(try runner.displayList(atFrame: frame))
            let png = try PNGEncoder(preset: .fast).encode(bitmap)
            #expect(try PNGDecoder().decode(png) == bitmap, "\(name) frame \(frame)")
        }
    }
}
