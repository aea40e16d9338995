import Flipbook
import FlipbookScenes
import Foundation
import Testing

@testable import FlipbookCatalog

@MainActor
@Suite struct CatalogTests {
    @Test func namesAreUniqueSortedAndDescribed() {
        let names = Catalog.entries.map(\.name)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        for entry in Catalog.entries {
            #expect(!entry.summary.isEmpty && !entry.summary.contains("\n"), "\(entry.name)")
            #expect(entry.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(entry.name)")
        }
    }

    @Test func uikitDefaultsAreThere() {
        for name in [
            "push-system", "pop-system", "present-cover-vertical", "present-cross-dissolve",
            "present-flip-horizontal", "present-partial-curl", "present-corner", "dismiss-corner",
        ] {
            #expect(Catalog.entry(named: name) != nil, "\(name)")
        }
        #expect(Catalog.entry(named: "nope") == nil)
    }

    /// Every entry builds, runs to its last frame without a transition error, and moves something.
    @Test(arguments: Catalog.entries.map(\.name))
    func entryRuns(_ name: String) throws {
        var scene = try #require(Catalog.entry(named: name)).scene()
        scene.screen.scale = 1
        let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
        #expect(runner.frameCount > 2)
        let first = Rasterizer().render(try runner.displayList(atFrame: 0))
        let middle = Rasterizer().render(try runner.displayList(atFrame: runner.frameCount / 2))
        let last = Rasterizer().render(try runner.displayList(atFrame: runner.frameCount - 1))
        #expect(first.width == Int(scene.screen.width) && first.height == Int(scene.screen.height))
        #expect(differing(first, middle) > 0, "the transition is under way half-way through")
        if scene.transition?.interaction?.release == .cancel {
            // A cancelled transition ends where it started: compare with the scene before any transition.
            var still = scene
            still.transition = nil
            let before = Rasterizer().render(
                try SceneRunner(scene: still, animators: Catalog.animators).displayList(atFrame: 0))
            // A custom presentation (a sheet) only looks like itself with the transition's delegate installed,
            // which the still scene lacks: then the first frame, before any progress, is where it started.
            #expect(
                differing(before, last) == 0 || differing(first, last) == 0,
                "a cancelled transition ends where it started")
        } else {
            #expect(differing(first, last) > 0, "the transition changed the screen")
        }
    }

    /// How many pixels differ (never prints whole bitmaps).
    private func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return -1 }
        var count = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4)
        where a.pixels[i] != b.pixels[i] || a.pixels[i + 1] != b.pixels[i + 1] || a.pixels[i + 2] != b.pixels[i + 2]
            || a.pixels[i + 3] != b.pixels[i + 3]
        {
            count += 1
        }
        return count
    }

    @Test func everyCATransitionTypeAndSubtypeHasAnEntry() {
        for type in SceneCATransitionNames.types {
            for subtype in SceneCATransitionNames.subtypes {
                let name = "catransition-\(CATransitionEntries.kebab(type))-\(CATransitionEntries.kebab(subtype))"
                #expect(Catalog.entry(named: name) != nil, "\(name)")
            }
        }
        #expect(CATransitionEntries.kebab("cameraIrisHollowOpen") == "camera-iris-hollow-open")
        #expect(
            Catalog.entry(named: "catransition-cube-from-right")?.summary.contains("\"cube\", subtype fromRight")
                == true)
    }

    /// Scene files use `Fixtures/Photos`, a link to the catalog's bundled photos: one copy of each file.
    @Test func fixturePhotosAreTheBundledOnes() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Photos")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: fixtures.path)
        #expect(link == "../Sources/FlipbookCatalog/Resources/Photos")
        let bundled = try CatalogPhotos.folder()
        for name in CatalogPhotos.names {
            let a = try Data(contentsOf: fixtures.appendingPathComponent("\(name).png"))
            let b = try Data(contentsOf: bundled.appendingPathComponent("\(name).png"))
            #expect(a == b, "\(name).png")
        }
    }

    @Test func animatorsAreListedAndMadeFresh() {
        let source = Catalog.animators
        #expect(source.animatorNames == source.animatorNames.sorted())
        #expect(source.animatorNames.contains("corner"))
        let request = SceneAnimatorRequest(operation: .present("b"))
        let a = source.animator(named: "corner", for: request)?.animator
        let b = source.animator(named: "corner", for: request)?.animator
        #expect(a != nil && a !== b)
        #expect(source.animator(named: "nope", for: request) == nil)
    }

    @Test func aPhotoIsDecodedOnceForEveryThread() async throws {
        let images = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(try CatalogPhotos.image("city").image) }
            }
            var images = Set<ObjectIdentifier>()
            for try await image in group { images.insert(image) }
            return images
        }
        #expect(images.count == 1)
    }
}
