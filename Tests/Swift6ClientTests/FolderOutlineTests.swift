import Flipbook
import Testing

/// The corpus's folder outline: a folder's chevron expands it (the handler told), its children indented a
/// level, and a swipe to the left on a file reveals Delete, which removes it from the section snapshot.
@MainActor
@Suite struct FolderOutlineTests {
    @Test func aChevronExpandsAFolderAndASwipeDeletesAFile() throws {
        let outline = FolderOutlineViewController()
        let navigation = UINavigationController(rootViewController: outline)
        let window = makeClientWindow(width: 320, height: 480, root: navigation)
        window.layoutIfNeeded()
        #expect(outline.shownNames == ["Projects", "Photos", "Beach.heic"])
        let collectionView = try #require(outline.collectionView)
        let projects = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let finger = ScriptedTouch(window: window)
        finger.down(at: projects.convert(CGPoint(x: projects.bounds.width - 28, y: projects.bounds.midY), to: window))
        VirtualClock.shared.advance(by: 0.05)
        finger.up()
        VirtualClock.shared.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(outline.expansions == ["Projects"])
        #expect(outline.shownNames == ["Projects", "Roadmap.key", "Budget.numbers", "Photos", "Beach.heic"])
        let roadmap = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(roadmap.configurationState.isExpanded == false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        let row = roadmap.convert(CGPoint(x: roadmap.bounds.width - 20, y: roadmap.bounds.midY), to: window)
        let swipe = ScriptedTouch(window: window)
        swipe.down(at: row)
        for step in 1...12 {
            VirtualClock.shared.advance(by: 1.0 / 60)
            swipe.move(to: CGPoint(x: row.x - CGFloat(step) * 12, y: row.y))
        }
        swipe.up()
        VirtualClock.shared.advance(by: 0.5)
        // The Delete button sits at the row's trailing edge.
        let tap = ScriptedTouch(window: window)
        tap.down(at: row)
        VirtualClock.shared.advance(by: 0.05)
        tap.up()
        VirtualClock.shared.advance(by: 0.6)
        #expect(outline.shownNames == ["Projects", "Budget.numbers", "Photos", "Beach.heic"])
    }
}
