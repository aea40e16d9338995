import Flipbook
import Testing

/// The corpus's notes board: notes take the heights of their text, unread ones wear a dot, each section sits
/// on a rounded background.
@MainActor
@Suite struct NotesBoardTests {
    @Test func notesSizeToTheirTextWearUnreadDotsAndSitOnSectionBackgrounds() throws {
        let board = NotesBoardViewController()
        let window = makeClientWindow(width: 320, height: 420, root: board)
        window.layoutIfNeeded()
        let collectionView = try #require(board.collectionView)
        let short = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let long = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(long.frame.height > short.frame.height, "the long note wraps onto more lines")
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(third.frame.minY == long.frame.maxY + 10, "the next row starts below the taller note")
        let dot = try #require(
            collectionView.supplementaryView(
                forElementKind: NotesBoardViewController.unreadKind, at: IndexPath(item: 1, section: 0)))
        #expect(
            dot.backgroundColor == .systemBlue && dot.frame.maxX == long.frame.maxX - 6
                && dot.frame.minY == long.frame.minY + 6)
        let readDot = collectionView.supplementaryView(
            forElementKind: NotesBoardViewController.unreadKind, at: IndexPath(item: 0, section: 0))
        #expect(readDot?.backgroundColor == .clear, "a read note's dot is clear")
        assertClientGolden(window, "notes-board", at: 0)
    }
}
