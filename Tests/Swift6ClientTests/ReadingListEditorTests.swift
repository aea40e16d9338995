import Flipbook
import Testing

/// The corpus's reading list: the Edit button shows the editing accessories, dragging a grip reorders the list
/// and the app's array through the reordering handlers, and the long header measures its text.
@MainActor
@Suite struct ReadingListEditorTests {
    @Test func editingShowsTheAccessoriesAndAGripDragReordersTheAppsArray() throws {
        let list = ReadingListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = makeClientWindow(width: 320, height: 480, root: navigation)
        window.layoutIfNeeded()
        let collectionView = try #require(list.collectionView)
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.height > 50, "the two-line header measured its text: \(header.frame)")
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minY >= header.frame.maxY)
        list.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect(collectionView.isEditing && first.configurationState.isEditing)
        let grip = first.convert(CGPoint(x: first.bounds.width - 28, y: first.bounds.midY), to: window)
        let finger = ScriptedTouch(window: window)
        finger.down(at: grip)
        for step in 1...10 {
            VirtualClock.shared.advance(by: 1.0 / 60)
            finger.move(to: CGPoint(x: grip.x, y: grip.y + CGFloat(step) * first.frame.height / 5))
        }
        VirtualClock.shared.advance(by: 0.3)
        finger.up()
        VirtualClock.shared.advance(by: 0.5)
        #expect(list.titles == ["The Leopard", "Invisible Cities", "Middlemarch", "Kindred", "Piranesi"])
        assertClientGolden(window, "reading-list-editing", at: 0.8)
    }
}
