import Flipbook
import Testing

/// The corpus's Auto Layout code: a sheet pinned with anchors whose height animates, a dimming view
/// pinned to its container, a card centred with multipliers.
@MainActor
@Suite struct AnchoredLayoutTests {
    @Test func anchoredSheetSlidesUpThenItsHeightConstantAnimates() throws {
        let home = UIViewController()
        home.view.backgroundColor = .systemBlue
        let window = makeClientWindow(root: home)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        let delegate = AnchoredSheetTransitioningDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        home.present(sheet, animated: true)
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "anchored-sheet-present", at: 0.15)
        VirtualClock.shared.advance(by: 0.15)
        #expect(sheet.view.frame == CGRect(x: 0, y: 180, width: 180, height: 140))
        let dimming = try #require(sheet.view.superview?.subviews.first)
        #expect(dimming.frame == CGRect(x: 0, y: 0, width: 180, height: 320), "pinned to the container")

        let presentation = try #require(delegate.presentation)
        presentation.expand(to: 0.75)
        #expect(sheet.view.frame == CGRect(x: 0, y: 80, width: 180, height: 240), "the model jumps to the end")
        VirtualClock.shared.advance(by: 0.15)
        let shown = try #require(sheet.view.layer.presentation()).frame
        #expect(abs(shown.height - 190) < 0.5 && abs(shown.minY - 130) < 0.5, "halfway through ease-in-out: \(shown)")
        assertClientGolden(window, "anchored-sheet-expand", at: 0.15)
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "anchored-sheet-expand", at: 0.3)
        #expect(LayoutDiagnostics.shared.issues.isEmpty)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func cardCentredWithMultipliers() {
        let controller = CenteredCardViewController()
        let window = makeClientWindow(root: controller)
        window.layoutIfNeeded()
        // Edges land on whole pixels of the 3× screen, as UIKit places them: 22.5 rounds to 68 / 3.
        let frame = controller.card.frame
        #expect(abs(frame.minX * 3 - 68) < 1e-9 && frame.minY == 79 && frame.size == CGSize(width: 135, height: 162))
        assertClientGolden(window, "centered-card", at: 0)
        #expect(!controller.card.hasAmbiguousLayout)
        #expect(LayoutDiagnostics.shared.issues.isEmpty)
    }
}
