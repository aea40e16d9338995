import FlipbookTesting
import Testing

@testable import Flipbook

/// Bar button items: initialisers, target-action, drawing in the navigation bar, taps, and pushes.
@MainActor
@Suite struct UIBarButtonItemTests {
    @MainActor final class Editor: UIViewController {
        var log: [String] = []
        func done(_ sender: UIBarButtonItem) { log.append("done \(sender.systemItem == .done)") }
        func add() { log.append("add") }
    }

    private func page(_ title: String, color: UIColor = .white) -> Editor {
        let editor = Editor()
        editor.title = title
        editor.view.backgroundColor = color
        return editor
    }

    @Test func itemsKeepWhatTheyWereMadeWith() {
        let editor = page("Notes")
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: editor, action: Editor.done)
        #expect(done.title == "Done" && done.style == .done && done.target === editor)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: editor, action: Editor.add)
        #expect(add.title == nil && add.systemItem == .add)
        let titled = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        #expect(titled.title == "Sort" && titled.target == nil)
        let space = UIBarButtonItem.fixedSpace(12)
        #expect(space.width == 12 && space.systemItem == .fixedSpace)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
        var ran = 0
        let primary = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Go") { _ in ran += 1 })
        #expect(primary.title == "Go")
        primary.performTap(from: nil)
        done.performTap(from: nil)
        add.performTap(from: nil)
        #expect(ran == 1 && editor.log == ["done true", "add"])
        add.isEnabled = false
        add.performTap(from: nil)
        #expect(editor.log.count == 2, "disabled items do nothing")
        let item = editor.navigationItem
        item.rightBarButtonItems = [done, add]
        #expect(item.rightBarButtonItem === done)
        item.setLeftBarButton(titled, animated: true)
        #expect(item.leftBarButtonItems?.count == 1 && item.leftBarButtonItem === titled)
    }

    @Test func aTapOnABarItemRunsItsAction() throws {
        let window = makeTestWindow(width: 390, height: 300)
        let editor = page("Notes")
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: editor, action: Editor.done)
        editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: editor, action: Editor.add)
        window.rootViewController = UINavigationController(rootViewController: editor)
        window.layoutIfNeeded()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let bar = try #require((window.rootViewController as? UINavigationController)?.navigationBar)
        let barMidY = bar.frame.midY
        try recorder.tap(at: CGPoint(x: 390 - 16 - 10, y: barMidY))
        try recorder.tap(at: CGPoint(x: 16 + 11, y: barMidY))
        try recorder.tap(at: CGPoint(x: 195, y: barMidY))
        #expect(editor.log == ["done true", "add"], "the title between the items takes no tap")
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let window = makeTestWindow(width: 390, height: 300)
        let navigation = UINavigationController(rootViewController: page("Notes"))
        window.rootViewController = navigation
        let second = page("Detail")
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.backItemTitle == "Notes")
        second.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Close", style: .plain, target: nil, action: nil)
        #expect(navigation.navigationBar.backItemTitle == nil)
        second.navigationItem.leftItemsSupplementBackButton = true
        #expect(navigation.navigationBar.backItemTitle == "Notes")
        navigation.viewControllers[0].navigationItem.backBarButtonItem = UIBarButtonItem(
            title: "All", style: .plain, target: nil, action: nil)
        #expect(navigation.navigationBar.backItemTitle == "All")
        second.navigationItem.hidesBackButton = true
        #expect(navigation.navigationBar.backItemTitle == nil)
    }

    @Test func keyFramesOfAPushWithBarItems() {
        let window = makeTestWindow(width: 390, height: 300)
        let root = page("Notes")
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .edit, target: root, action: Editor.add)
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: root, action: Editor.add),
            UIBarButtonItem(barButtonSystemItem: .search, target: root, action: Editor.add),
        ]
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        assertGolden(
            FrameRecorder(window: window, fps: 60, scale: 2, threads: 1).snapshot(), named: "bar-items-root",
            suite: "bars")
        let detail = page("Detail", color: UIColor(white: 0.94, alpha: 1))
        let title = UILabel()
        title.text = "Custom title"
        title.font = .systemFont(ofSize: 15, weight: .medium)
        detail.navigationItem.titleView = title
        detail.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .done, target: detail, action: Editor.done),
            UIBarButtonItem(barButtonSystemItem: .trash, target: detail, action: Editor.add),
        ]
        navigation.pushViewController(detail, animated: true)
        VirtualClock.shared.advance(by: 0.2)
        assertGolden(
            FrameRecorder(window: window, fps: 60, scale: 2, threads: 1).snapshot(), named: "bar-items-push",
            at: 0.2, suite: "bars")
        VirtualClock.shared.advance(by: 1)
        assertGolden(
            FrameRecorder(window: window, fps: 60, scale: 2, threads: 1).snapshot(), named: "bar-items-pushed",
            suite: "bars")
    }
}
