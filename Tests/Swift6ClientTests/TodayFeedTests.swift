import Flipbook
import Testing

/// The corpus's Today feed: its compositional layout places a paging row, a grid under a header and a list;
/// tapping a card pushes its story.
@MainActor
@Suite struct TodayFeedTests {
    @Test func theFeedLaysOutItsThreeSectionsAndATapOpensAStory() throws {
        let feed = TodayFeedViewController()
        let navigation = UINavigationController(rootViewController: feed)
        let window = makeClientWindow(width: 320, height: 568, root: navigation)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        window.layoutIfNeeded()
        let collectionView = feed.collectionView!
        // The featured cards are 85% of the 288-point inset width, paging sideways in their own scroll view.
        let card = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(card.bounds.size == CGSize(width: 288 * 0.85, height: 160))
        #expect(card.superview is UIScrollView && card.superview !== collectionView)
        let category = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 2)) as? UICollectionViewListCell)
        #expect((category.contentConfiguration as? UIListContentConfiguration)?.text == "Productivity")
        assertClientGolden(window, "today-feed", at: 0)
        let frame = card.convert(card.bounds, to: window)
        try recorder.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(feed.opened == ["Meet the Makers"])
        VirtualClock.shared.advance(by: 0.6)
        #expect(navigation.topViewController?.title == "Meet the Makers")
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}
