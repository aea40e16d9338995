import Flipbook
import Testing

/// The corpus's photo grid: a diffable collection view whose tapped cell zooms into a viewer and back.
@MainActor
@Suite struct PhotoGridTests {
    func makeGrid() -> (UIWindow, UINavigationController, PhotoGridViewController, PhotoZoomNavigationDelegate) {
        let grid = PhotoGridViewController()
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        grid.photos = (0..<24).map { Photo(id: $0, color: colors[$0 % colors.count]) }
        let navigation = UINavigationController(rootViewController: grid)
        let window = makeClientWindow(root: navigation)
        let delegate = PhotoZoomNavigationDelegate()
        navigation.delegate = delegate
        window.layoutIfNeeded()
        return (window, navigation, grid, delegate)
    }

    @Test func aTappedCellZoomsIntoTheViewerAndBack() throws {
        let (window, navigation, grid, delegate) = makeGrid()
        let tapped = IndexPath(item: 4, section: 0)
        let cell = try #require(grid.collectionView.cellForItem(at: tapped))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.tap(at: center)
        #expect(grid.selectedIndexPath == tapped)
        #expect(cell.isHidden, "the tapped cell hides while its photo flies")
        VirtualClock.shared.advance(by: 0.1)
        assertClientGolden(window, "photo-grid-zoom", at: 0.1)
        VirtualClock.shared.advance(by: 0.4)
        #expect(navigation.topViewController is PhotoViewerController)
        #expect(!cell.isHidden)
        navigation.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "photo-grid-zoom-back", at: 0.15)
        VirtualClock.shared.advance(by: 0.4)
        #expect(navigation.topViewController === grid)
        #expect(grid.collectionView.cellForItem(at: tapped)?.isHidden == false)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func deletingAPhotoClosesTheGap() throws {
        let (window, _, grid, _) = makeGrid()
        let fifth = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        grid.removePhoto(grid.photos[1])
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === fifth)
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "photo-grid-delete", at: 0.15)
        VirtualClock.shared.advance(by: 0.3)
        window.layoutIfNeeded()
        #expect(fifth.frame.origin.x == 0)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 23)
    }
}
