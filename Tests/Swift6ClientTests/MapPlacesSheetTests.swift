import Flipbook
import Testing

/// The corpus's map with a sheet of places: medium over an undimmed map, dragged up to large from its list,
/// then the list scrolls.
@MainActor
@Suite struct MapPlacesSheetTests {
    @Test func theSheetRestsAtMediumExpandsFromItsListAndThenScrolls() throws {
        let map = MapViewController()
        let window = makeClientWindow(root: map)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        map.showPlaces()
        try recorder.advance(seconds: 0.6)
        assertClientGolden(window, "map-places-medium", at: 0.6)
        try recorder.tap(at: CGPoint(x: 30, y: 40))
        #expect(map.mapTaps == 1, "the map stays touchable at the medium detent")
        let sheet = map.placesSheet
        let mediumTop = sheet.view.frame.minY
        try recorder.drag(
            from: CGPoint(x: 90, y: mediumTop + 80), to: CGPoint(x: 90, y: mediumTop - 40), duration: 0.4)
        try recorder.advance(seconds: 0.5)
        #expect(map.detentChanges == [.large])
        #expect(sheet.list.contentOffset.y == 0, "the drag went to the sheet")
        // `advance(seconds:)` jumps the clock without drawing a frame; lay out the grown sheet as a frame would.
        window.layoutIfNeeded()
        try recorder.drag(from: CGPoint(x: 90, y: 250), to: CGPoint(x: 90, y: 150), duration: 0.3)
        #expect(sheet.list.contentOffset.y == 100, "at large the list scrolls")
        assertClientGolden(window, "map-places-large-scrolled", at: 1.9)
        try recorder.drag(from: CGPoint(x: 90, y: 100), to: CGPoint(x: 90, y: 300), duration: 0.2)
        try recorder.advance(seconds: 0.6)
        #expect(map.presentedViewController === sheet, "modal in presentation: it is not swiped away")
    }
}
