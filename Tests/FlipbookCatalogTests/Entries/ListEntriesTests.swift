import FlipbookCatalog
import Testing

@testable import Flipbook
@testable import FlipbookScenes

/// The settings-list entries: the selected row's grey fades with the pop, follows the finger in an
/// interactive pop, and comes back when that pop is cancelled.
@MainActor @Suite struct ListEntriesTests {
    /// The opacity of the General row's grey background at each frame of `entry` (nil while the Settings list
    /// is not on screen).
    func generalRowGrey(_ entry: String) throws -> [Float?] {
        let scene = try #require(Catalog.entry(named: entry)).scene()
        let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
        let settings = try #require(runner.controllers["settings"])
        var result: [Float?] = []
        for frame in 0..<runner.frameCount {
            _ = try runner.displayList(atFrame: frame)
            result.append(
                runner.world.run {
                    guard let cell = settings.listTable?.tableView.visibleCellsByRow[IndexPath(row: 0, section: 2)]
                    else { return nil }
                    return cell.drawnSelectionOpacity
                })
        }
        return result
    }

    @Test func theRowFadesWithThePop() throws {
        let grey = try generalRowGrey("settings-list-pop").compactMap { $0 }
        #expect(grey.first == 1)
        #expect(grey.last == 0)
        #expect(zip(grey, grey.dropFirst()).allSatisfy { $0 >= $1 }, "fading steadily: \(grey)")
        #expect(grey.contains { $0 > 0.3 && $0 < 0.7 }, "seen half-way")
    }

    @Test func theRowFollowsTheFingerAndEndsWhite() throws {
        let grey = try generalRowGrey("settings-list-interactive-pop").compactMap { $0 }
        #expect(grey.last == 0)
        let dragging = Array(grey.prefix(30))
        #expect(dragging.contains { $0 > 0.5 && $0 < 0.9 }, "part-way with the finger: \(dragging)")
    }

    @Test func aCancelledPopBringsTheGreyBack() throws {
        let grey = try generalRowGrey("settings-list-interactive-pop-cancel").compactMap { $0 }
        let lowest = try #require(grey.min())
        #expect(lowest > 0.5 && lowest < 0.9, "faded part-way with the finger: \(lowest)")
        #expect(grey.last == 1, "selected again after the cancelled pop")
    }
}

extension UITableViewCell {
    /// The opacity of the grey selected background as drawn now.
    fileprivate var drawnSelectionOpacity: Float {
        let host = subviews[1]
        return host.layer.presentation()?.opacity ?? host.layer.opacity
    }
}
