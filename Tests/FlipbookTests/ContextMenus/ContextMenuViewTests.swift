import Foundation
import Testing

@testable import Flipbook

/// The menu's rows: groups for inline submenus, hidden actions left out, the platter above the preview when there
/// is no room below.
@MainActor @Suite struct ContextMenuViewTests {
    @Test func inlineSubmenusAreGroupsAndHiddenActionsAreLeftOut() {
        let copy = UIAction(title: "Copy") { _ in }
        let secret = UIAction(title: "Secret", attributes: .hidden) { _ in }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let more = UIMenu(title: "More", children: [UIAction(title: "Rename") { _ in }])
        let menu = UIMenu(children: [copy, secret, more, UIMenu(options: .displayInline, children: [delete])])
        let groups = ContextMenuView.groups(of: menu).map { $0.map(\.title) }
        #expect(groups == [["Copy", "More"], ["Delete"]])
        #expect(ContextMenuView.groups(of: nil).isEmpty)
    }

    @Test func thePlatterGoesAboveAPreviewNearTheBottom() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let preview = UIView(frame: CGRect(x: 0, y: 330, width: 320, height: 44))
        let menu = UIMenu(children: [UIAction(title: "One") { _ in }, UIAction(title: "Two") { _ in }])
        let view = ContextMenuView(menu: menu, preview: preview, in: window) {}
        #expect(view.platter.frame == CGRect(x: 16, y: 330 - 8 - 88, width: 250, height: 88))
        #expect(view.preview.frame.minY == 330, "the preview stays where the row is")
        #expect(view.element(at: CGPoint(x: 40, y: 330 - 8 - 22))?.title == "Two")
    }
}
