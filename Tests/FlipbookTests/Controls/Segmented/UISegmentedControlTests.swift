import Flipbook
import FlipbookTesting
import Testing

/// UISegmentedControl: items, insertion and removal, selection by a scripted tap with `.valueChanged`, the
/// selection sliding, and silent changes from code.
@MainActor
@Suite struct UISegmentedControlTests {
    func scene() -> (UIWindow, UISegmentedControl, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        window.addSubview(control)
        return (window, control, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    /// The selection's raised background (the control's first subview) as drawn now.
    func indicatorFrame(_ control: UISegmentedControl) -> CGRect {
        control.subviews.first { $0.layer.shadowOpacity > 0 }!.layer.presentation()!.frame
    }

    @Test func itemsBecomeSegments() {
        let (_, control, _) = scene()
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Two")
        #expect(control.titleForSegment(at: 7) == nil)
        #expect(control.intrinsicContentSize.height == 32)
        let star = UIImage(systemName: "star")!
        let mixed = UISegmentedControl(items: ["A", star])
        #expect(mixed.imageForSegment(at: 1) === star && mixed.titleForSegment(at: 1) == nil)
    }

    @Test func insertingAndRemovingKeepsTheSelectedSegment() {
        let (_, control, _) = scene()
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Two")
        control.insertSegment(withTitle: "Last", at: 99, animated: true)
        #expect(control.titleForSegment(at: 4) == "Last")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.setTitle("New", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "New")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aTapSelectsASegmentSlidingAndSendsValueChanged() throws {
        let (_, control, recorder) = scene()
        control.selectedSegmentIndex = 0
        #expect(indicatorFrame(control) == CGRect(x: 2, y: 2, width: 96, height: 28))
        var selections: [Int] = []
        control.addAction(UIAction { _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
        try recorder.tap(at: CGPoint(x: 260, y: 26))
        #expect(selections == [2])
        try recorder.advance(seconds: 0.1)
        let sliding = indicatorFrame(control).minX
        #expect(sliding > 2 && sliding < 202, "the selection slides: \(sliding)")
        try recorder.advance(seconds: 0.2)
        #expect(indicatorFrame(control) == CGRect(x: 202, y: 2, width: 96, height: 28))
        try recorder.tap(at: CGPoint(x: 260, y: 26))
        #expect(selections == [2], "tapping the selected segment sends nothing")
    }

    @Test func codeMovesTheSelectionAtOnceOrWithItsAnimationBlock() {
        let (window, control, _) = scene()
        control.selectedSegmentIndex = 0
        window.layoutIfNeeded()
        control.selectedSegmentIndex = 1
        #expect(indicatorFrame(control).minX == 102, "outside a block: at once")
        UIView.animate(withDuration: 0.25) { control.selectedSegmentIndex = 2 }
        VirtualClock.shared.advance(by: 0.125)
        let sliding = indicatorFrame(control).minX
        #expect(sliding > 102 && sliding < 202, "inside a block: slides with it (\(sliding))")
        VirtualClock.shared.advance(by: 0.2)
        #expect(indicatorFrame(control).minX == 202)
    }

    @Test func disabledSegmentsCannotBeTappedAndCodeSendsNothing() throws {
        let (_, control, recorder) = scene()
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        try recorder.tap(at: CGPoint(x: 160, y: 26))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 2
        #expect(count == 0)
    }

    @Test func actionsRunWhenTheirSegmentIsSelected() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 50))
        window.makeKeyAndVisible()
        var ran: [String] = []
        let control = UISegmentedControl(
            frame: CGRect(x: 10, y: 10, width: 200, height: 32),
            actions: [
                UIAction(title: "List") { _ in ran.append("list") },
                UIAction(title: "Grid") { _ in ran.append("grid") },
            ])
        window.addSubview(control)
        try FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).tap(at: CGPoint(x: 160, y: 26))
        #expect(ran == ["grid"])
        #expect(control.titleForSegment(at: 0) == "List")
    }
}
