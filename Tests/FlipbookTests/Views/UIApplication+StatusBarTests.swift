import Foundation
import Testing

@testable import Flipbook

/// Which view controller decides the status bar, and what it decides.
@MainActor @Suite struct UIApplicationStatusBarTests {
    final class Preferring: UIViewController {
        var hidden = false
        var style = UIStatusBarStyle.default
        var child: UIViewController?
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var childForStatusBarStyle: UIViewController? { child }
    }

    @Test func theTopFullScreenControllerDecides() {
        World().run {
            let root = Preferring()
            root.style = .lightContent
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            let application = UIApplication.shared
            #expect(!application.isStatusBarHidden && application.statusBarStyle == .lightContent)
            root.hidden = true
            #expect(application.isStatusBarHidden && application.statusBarFrame == .zero)
            root.hidden = false
            let child = Preferring()
            child.style = .darkContent
            root.child = child
            #expect(application.statusBarStyle == .darkContent, "childForStatusBarStyle")
            let sheet = Preferring()
            sheet.hidden = true
            sheet.modalPresentationStyle = .overCurrentContext
            root.present(sheet, animated: false)
            VirtualClock.shared.advance(by: 0.1)
            #expect(!application.isStatusBarHidden, "a presentation that does not cover the screen does not decide")
            sheet.modalPresentationCapturesStatusBarAppearance = true
            #expect(application.isStatusBarHidden, "unless it captures the appearance")
        }
    }

    @Test func aNavigationControllersTopControllerDecidesHiding() {
        World().run {
            let top = Preferring()
            top.hidden = true
            let navigation = UINavigationController(rootViewController: top)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            #expect(UIApplication.shared.isStatusBarHidden)
            #expect(UIViewController().preferredStatusBarUpdateAnimation == .fade)
        }
    }
}
