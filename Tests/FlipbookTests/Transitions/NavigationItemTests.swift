import Flipbook
import Testing

/// UINavigationItem: the bar's title and back title, following the view controllers' titles.
@MainActor
@Suite struct NavigationItemTests {
    @Test func itemTitlesFollowTheControllerUntilSet() {
        let window = makeTestWindow()
        let first = UIViewController()
        first.title = "Inbox"
        let nav = UINavigationController(rootViewController: first)
        window.rootViewController = nav
        #expect(first.navigationItem.title == "Inbox")
        #expect(nav.navigationBar.topItemTitle == "Inbox")
        first.navigationItem.title = "Mail"
        #expect(nav.navigationBar.topItemTitle == "Mail")
        first.navigationItem.backButtonTitle = "All"
        let second = UIViewController()
        second.navigationItem.title = "Message"
        nav.pushViewController(second, animated: false)
        #expect(nav.navigationBar.topItemTitle == "Message")
        #expect(nav.navigationBar.backItemTitle == "All")
        first.navigationItem.backButtonTitle = nil
        #expect(nav.navigationBar.backItemTitle == "Mail")
    }
}
