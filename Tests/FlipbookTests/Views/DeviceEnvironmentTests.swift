import Flipbook
import Testing

/// The application, device, screen and safe-area facts animators read, for the default phone screen.
@MainActor
@Suite struct DeviceEnvironmentTests {
    @Test func applicationListsShownWindowsAndTheStatusBar() {
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let shown = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        shown.makeKeyAndVisible()
        #expect(UIApplication.shared.windows.contains { $0 === shown })
        #expect(!UIApplication.shared.windows.contains { $0 === hidden })
        #expect(UIApplication.shared.keyWindow === shown)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .regular)
    }

    @Test func safeAreaInsetsAreThePartOfTheViewUnderTheBars() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let full = UIView(frame: window.bounds)
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        window.addSubview(full)
        window.addSubview(middle)
        window.addSubview(top)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(UIView(frame: window.bounds).safeAreaInsets == .zero, "outside a window")
    }

    @Test func geometryConveniences() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                == CGRect(x: 20, y: 25, width: 70, height: 30))
        #expect(rect.equalTo(CGRect(x: 10, y: 20, width: 100, height: 50)))
        #expect(!rect.origin.equalTo(.zero))
        #expect(rect.size.equalTo(CGSize(width: 100, height: 50)))
        #expect(CGVector(dx: 1, dy: -2) == CGVector(dx: 1.0, dy: -2.0))
        #expect(CGVector.zero.description == "(0.0, 0.0)")
        #expect(UIOffset(horizontal: 3, vertical: 4) != .zero)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
        #expect(UIRectCorner.allCorners.rawValue == 15)
    }
}
