import Foundation
import RigidBodyPhysics
import Testing

@testable import Flipbook

/// The animator writes items of Flipbook's own classes once before anything can look, trusting that their
/// `center` and `transform` setters only store: this scans the sources so that no override slips in.
@MainActor @Suite struct SimulatedItemTests {
    /// `Sources/Flipbook`, found from this file's path.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Flipbook")

    @Test func noFlipbookClassOverridesWhatTheAnimatorWrites() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        var scanned = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            scanned += 1
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated()
            where line.contains(/\boverride\b.*\bvar\s+(center|transform|position|transform3D)\s*:/) {
                found.append("\(url.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(scanned > 100, "found the sources at \(Self.sources.path)")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func itemsOfAnAppsClassesAreToldApart() {
        let world = World()
        world.run {
            let physics = PhysicsWorld()
            #expect(SimulatedItem(item: UIView(), world: physics).writesOnlyFlipbookClasses)
            #expect(SimulatedItem(item: UIImageView(frame: .zero), world: physics).writesOnlyFlipbookClasses)
            #expect(!SimulatedItem(item: AppView(), world: physics).writesOnlyFlipbookClasses)
            // An app's class is told apart by identity, not by its superclass.
            #expect(!SimulatedItem(item: AppImageView(frame: .zero), world: physics).writesOnlyFlipbookClasses)
            let group = UIDynamicItemGroup(items: [UIView(), AppView()])
            #expect(!SimulatedItem(item: group, world: physics).writesOnlyFlipbookClasses)
            #expect(
                SimulatedItem(item: UIDynamicItemGroup(items: [UIView()]), world: physics).writesOnlyFlipbookClasses)
        }
    }
}

/// An app's view class.
private final class AppView: UIView {}

/// An app's subclass of one of Flipbook's views, which could override `center` to watch every step.
private final class AppImageView: UIImageView {
    override var center: CGPoint {
        didSet { _ = center }
    }
}
