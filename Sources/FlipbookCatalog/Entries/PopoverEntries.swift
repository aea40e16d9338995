import FlipbookScenes

/// Popovers: an app's "more" menu shown as a real popover on iPhone (its delegate answers `.none`), and the
/// sheet the same popover adapts to by default.
enum PopoverEntries {
    static let all: [CatalogEntry] = [
        CatalogEntry(
            name: "present-popover-menu",
            summary: """
                The inbox's action button opens a menu as a popover that does not adapt: a bubble with its \
                arrow on the button fades in over the inbox (0.2 s), as an app's "more" menu.
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try inbox(), menu(adapts: false)],
                root: SceneRoot(.navigation(stack: ["inbox"])),
                transition: SceneTransition(operation: .present("menu"), start: 0.1))
        },
        CatalogEntry(
            name: "present-popover-adapted",
            summary: """
                The same menu without a delegate: on iPhone the popover adapts to a sheet, which rises over the \
                shrinking inbox (0.5 s spring), as UIKit does since iOS 13.
                """,
            origin: "UIKit default"
        ) { () throws(CatalogError) in
            Scene(
                screen: Catalog.screen, controllers: [try inbox(), menu(adapts: true)],
                root: SceneRoot(.navigation(stack: ["inbox"])),
                transition: SceneTransition(operation: .present("menu"), start: 0.1))
        },
    ]

    /// The inbox with an action button at the right of its bar.
    private static func inbox() throws(CatalogError) -> SceneController {
        var inbox = try AppScreens.inbox()
        inbox.rightBarButton = .action
        return inbox
    }

    /// The menu: four plain rows, 250 × 176 points, pointing at the inbox's action button.
    private static func menu(adapts: Bool) -> SceneController {
        var menu = SceneController(id: "menu", presentationStyle: .popover)
        menu.list = SceneList(
            style: .plain,
            sections: [
                SceneListSection(rows: [
                    SceneListRow(text: "Share"),
                    SceneListRow(text: "Mark as Unread"),
                    SceneListRow(text: "Move to Folder"),
                    SceneListRow(text: "Delete"),
                ])
            ])
        var popover = ScenePopover(source: .rightBarButton)
        popover.size = (250, 176)
        popover.adapts = adapts
        menu.popover = popover
        return menu
    }
}
