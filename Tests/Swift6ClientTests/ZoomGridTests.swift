import Flipbook
import Testing

/// The corpus's colour grid: a tapped tile zooms into its detail, and a drag down zooms it back.
@MainActor
@Suite struct ZoomGridTests {
    @Test func aTappedTileZoomsIntoItsDetailAndADragDownZoomsBack() throws {
        let grid = ColorGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        let window = makeClientWindow(root: navigation)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let tile = grid.tiles[4]
        let center = tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: nil)
        try recorder.tap(at: center)
        #expect(tile.isHidden, "the tile is hidden while its detail zooms out of it")
        try recorder.advance(seconds: 0.15)
        assertClientGolden(window, "zoom-grid", at: 0.15)
        try recorder.advance(seconds: 0.5)
        let detail = try #require(navigation.topViewController as? ColorDetailViewController)
        #expect(detail.index == 4 && !tile.isHidden)

        try recorder.drag(from: CGPoint(x: 90, y: 120), to: CGPoint(x: 90, y: 240), duration: 0.2)
        try recorder.advance(seconds: 0.6)
        #expect(navigation.topViewController === grid)
        #expect(!tile.isHidden)
    }

    @Test func aPinchZoomsTheDetailBackIntoItsTile() throws {
        let grid = ColorGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        let window = makeClientWindow(root: navigation)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let tile = grid.tiles[2]
        try recorder.tap(at: tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: nil))
        try recorder.advance(seconds: 0.6)
        try recorder.pinch(at: CGPoint(x: 90, y: 160), from: 120, to: 50, duration: 0.25)
        try recorder.advance(seconds: 0.6)
        #expect(navigation.topViewController === grid)
        #expect(!tile.isHidden)
    }
}
