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
}
