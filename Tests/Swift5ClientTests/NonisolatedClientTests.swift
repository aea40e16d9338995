import Flipbook
import Testing

/// Swift 5 client code without actor annotations builds and uses views (it compiled with no diagnostic).
@MainActor
@Suite struct NonisolatedClientTests {
    @Test func freeFunctionsBuildViewsAndControllers() {
        let controller = makeCardController(color: .systemRed)
        let card = controller.view.subviews.first
        #expect(card?.accessibilityIdentifier == "card")
        #expect(card?.frame == CGRect(x: 20, y: 20, width: 100, height: 60))
        #expect(card?.layer.cornerRadius == 12)
    }

    @Test func storedPropertyInitialisersOfPlainObjectsHoldViews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let chrome = DimmingChrome()
        chrome.install(in: container)
        #expect(container.subviews.map { $0 } == [chrome.dimmingView, chrome.handle])
        #expect(chrome.dimmingView.frame == container.bounds)
        #expect(chrome.sheetDelegate.dismissInteraction == nil)
    }

    @Test func plainFunctionsDriveAndRecordATransition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-swift5-recording")
        try? FileManager.default.removeItem(at: folder)
        let result = try recordCardPresentation(to: folder)
        #expect(result.frames == 7, "frames 0 … 6 at 30 fps, and no transition or layout errors")
        #expect(result.tapped, "the scripted tap reached the recognizer")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(written.count == 7)
    }
}
