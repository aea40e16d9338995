import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UITraitCollectionTests {
    @Test func viewsReportAPhoneAtTheirScreensScale() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 2)
        let view = UIView()
        window.addSubview(view)
        let traits = view.traitCollection
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 2)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
        let loose = UIView().traitCollection
        #expect(loose.displayScale == UIScreen.main.scale && loose.verticalSizeClass == .regular)
    }
}
