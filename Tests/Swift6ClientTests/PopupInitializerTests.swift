import Flipbook
import Testing

/// The corpus's controllers made with the initializers UIKit gives them (PopupInitializers.swift).
@MainActor
@Suite struct PopupInitializerTests {
    @Test func subclassesOverridingTheDesignatedInitializersAreMadeWithInit() throws {
        let (popup, sheet, tabs) = makePopupControllers()
        #expect(popup.modalPresentationStyle == .overFullScreen, "init() ran init(nibName:bundle:)")
        #expect(popup.modalTransitionStyle == .crossDissolve)
        #expect(sheet.grabberHeight == 5 && sheet.viewControllers.count == 1)
        #expect(tabs.cornerRadius == 16 && tabs.viewControllers == nil)
        let title = try #require(popup.view.subviews.first as? UILabel)
        #expect(title.text == "Saved" && title.font.pointSize == 24 && title.textAlignment == .center)
        #expect(title.textColor == .white)
    }
}
