import Flipbook
import Testing

/// The corpus's popup dialog: stack views and visual-format constraints lay out the card; showing the
/// details line inside an animation block grows the card smoothly.
@MainActor
@Suite struct PopupDialogTests {
    func presented() -> (UIWindow, PopupDialogViewController) {
        let home = UIViewController()
        home.view.backgroundColor = .systemTeal
        let window = makeClientWindow(width: 240, height: 320, root: home)
        LayoutDiagnostics.shared.reset()
        LayoutDiagnostics.shared.logsToStandardError = false
        let dialog = PopupDialogViewController(
            title: "Upload failed", message: "The photo could not be sent. Check your connection.")
        dialog.addButton(title: "Cancel")
        dialog.addButton(title: "Retry")
        home.present(dialog, animated: false)
        VirtualClock.shared.advance(by: 0.05)
        window.layoutIfNeeded()
        return (window, dialog)
    }

    @Test func stackViewsAndVisualFormatLayOutTheCard() {
        let (window, dialog) = presented()
        #expect(LayoutDiagnostics.shared.issues.isEmpty, "\(LayoutDiagnostics.shared.issues)")
        #expect(dialog.card.frame.minX == 24 && dialog.card.frame.width == 192)
        #expect(abs(dialog.card.frame.midY - 160) <= 0.5, "centred")
        #expect(dialog.iconView.frame.size == CGSize(width: 36, height: 36))
        #expect(abs(dialog.iconView.frame.midX - 96) <= 0.5 && dialog.iconView.frame.minY == 18)
        let buttons = dialog.buttonStack.arrangedSubviews.map(\.frame)
        #expect(buttons.count == 2 && buttons[0].width == buttons[1].width && buttons[1].minX - buttons[0].maxX == 8)
        #expect(dialog.buttonStack.frame.minX == 14 && dialog.buttonStack.frame.width == 164)
        #expect(abs(dialog.buttonStack.frame.maxY - (dialog.card.bounds.height - 14)) < 0.01)
        #expect(dialog.messageLabel.frame.height > 20, "the message wraps")
        assertClientGolden(window, "popup-dialog", at: 0)
    }

    @Test func showingTheDetailsGrowsTheCardInsideTheAnimation() {
        let (window, dialog) = presented()
        let before = dialog.card.frame
        dialog.setDetailsVisible(true, animated: true)
        let after = dialog.card.frame
        #expect(after.height > before.height + 10, "the model jumps to the end")
        VirtualClock.shared.advance(by: 0.15)
        let shown = dialog.card.layer.presentation()!.frame
        #expect(shown.height > before.height + 2 && shown.height < after.height - 2, "mid-flight: \(shown)")
        assertClientGolden(window, "popup-dialog-details", at: 0.15)
        VirtualClock.shared.advance(by: 0.2)
        assertClientGolden(window, "popup-dialog-details", at: 0.35)
        dialog.setDetailsVisible(false, animated: true)
        #expect(!dialog.detailsLabel.layer.isHidden, "still drawn while it collapses")
        VirtualClock.shared.advance(by: 0.4)
        #expect(dialog.detailsLabel.layer.isHidden && dialog.card.frame == before)
    }
}
