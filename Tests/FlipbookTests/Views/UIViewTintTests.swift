import Flipbook
import Testing

/// `tintColor`, `tintAdjustmentMode` and `tintColorDidChange()`: inherited down the view tree.
@MainActor
@Suite struct UIViewTintTests {
    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func theTintIsInheritedAndDefaultsToSystemBlue() {
        let root = UIView()
        let child = TintWatcher()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue && child.tintAdjustmentMode == .normal)
        root.tintColor = .systemPink
        #expect(child.tintColor == .systemPink && child.changes == 1)
        child.tintColor = .systemGreen
        root.tintColor = .systemOrange
        #expect(child.tintColor == .systemGreen && child.changes == 2, "its own tint no longer follows")
        child.tintColor = nil
        #expect(child.tintColor == .systemOrange && child.changes == 3)
    }

    @Test func dimmingGreysTheTintOfTheSubtree() {
        let presenting = UIView()
        let button = TintWatcher()
        presenting.addSubview(button)
        button.tintColor = .systemRed
        let before = button.changes
        presenting.tintAdjustmentMode = .dimmed
        #expect(button.tintAdjustmentMode == .dimmed && button.changes == before + 1)
        var white: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(button.tintColor.getWhite(&white, alpha: &alpha), "a grey")
        #expect(alpha == 1 && white > 0.3 && white < 0.5)
        presenting.tintAdjustmentMode = .automatic
        #expect(button.tintColor == .systemRed)
    }

    @Test func movingToAnotherTintCallsTheHook() {
        let blue = UIView()
        let pink = UIView()
        pink.tintColor = .systemPink
        let child = TintWatcher()
        blue.addSubview(child)
        #expect(child.changes == 0, "the default tint did not change")
        pink.addSubview(child)
        #expect(child.changes == 1 && child.tintColor == .systemPink)
        #expect(child.contentScaleFactor == child.layer.contentsScale)
    }
}
