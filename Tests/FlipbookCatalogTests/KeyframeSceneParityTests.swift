import Flipbook
import FlipbookScenes
import Foundation
import Testing

@testable import FlipbookCatalog

/// The seeds' animators written as scene files (`keyframes:` and `match:`, no Swift) play the catalog's
/// Swift animators frame for frame: every frame matches within anti-aliasing.
///
/// The WeChat zoom's matched-view copy draws the photos' grey background under the image (the catalog's
/// flying image view has none), which tints the copy's anti-aliased one-pixel edge slightly (a colour
/// distance up to 0.16); those edge pixels, at most 0.05 % of a frame, are allowed for it.
@MainActor
@Suite struct KeyframeSceneParityTests {
    nonisolated static let pairs = [
        ("push-kugou", "push-kugou-keyframes.yaml", ComparisonOptions.default),
        ("push-wechat", "push-wechat-keyframes.yaml", ComparisonOptions.default.allowing(pixels: 660, ratio: 0.0005)),
        ("push-mask", "push-mask-keyframes.yaml", ComparisonOptions.default),
    ]

    @Test(arguments: pairs)
    func sceneFileMatchesTheCatalogAnimator(_ entry: String, _ file: String, _ options: ComparisonOptions) throws {
        let swift = try #require(Catalog.entry(named: entry)).scene()
        let scene = try SceneLoader.load(contentsOf: Self.fixtures.appendingPathComponent("Scenes/\(file)"))
        let expected = try SceneRunner(scene: swift, animators: Catalog.animators)
        let actual = try SceneRunner(scene: scene)
        #expect(actual.frameCount == expected.frameCount)
        var moved = false
        var first: Bitmap?
        for frame in 0..<min(actual.frameCount, expected.frameCount) {
            let a = Rasterizer().render(try expected.displayList(atFrame: frame))
            let b = Rasterizer().render(try actual.displayList(atFrame: frame))
            let result = ImageComparator.compare(expected: a, actual: b, options: options)
            let passed = result.passed // (not `result.passed`: a failed #expect would print the diff image)
            #expect(passed, "frame \(frame): \(result.summary)")
            if let first, !moved { moved = ImageComparator.compare(expected: first, actual: b).verdict != .identical }
            if first == nil { first = b }
        }
        #expect(moved, "the scene file's transition moves something")
    }

    nonisolated static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
}
