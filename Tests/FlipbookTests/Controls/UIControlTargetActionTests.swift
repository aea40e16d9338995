import Testing

@testable import Flipbook

/// Target-action pairs and `UIAction`s on controls: registration, removal, sending, the responder chain.
@MainActor @Suite struct UIControlTargetActionTests {
    /// Records the actions it receives.
    @MainActor final class Receiver {
        var log: [String] = []
        func save(_ sender: UIButton) { log.append("save \(sender.currentTitle ?? "")") }
        func saveWithEvent(_ sender: UIControl, _ event: UIEvent) { log.append("event \(event.type)") }
        func cancel() { log.append("cancel") }
        func other(_ sender: UIButton) { log.append("other") }
    }

    func button(_ title: String = "Save") -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    @Test func actionsAreSentForTheirEventsInTheOrderAdded() {
        let receiver = Receiver()
        let button = button()
        button.addTarget(receiver, action: Receiver.save, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.cancel, for: [.touchUpInside, .touchCancel])
        button.addTarget(receiver, action: Receiver.saveWithEvent, for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.log == ["save Save", "cancel"])
        receiver.log = []
        button.sendActions(for: [.touchDown, .touchCancel])
        #expect(receiver.log == ["cancel", "event touches"])
        #expect(button.allControlEvents == [.touchUpInside, .touchCancel, .touchDown])
        #expect(button.allTargets == [AnyHashable(ObjectIdentifier(receiver))])
        button.sendActions(for: .valueChanged)
        #expect(receiver.log.count == 2)
    }

    @Test func removingATargetForSomeEventsKeepsTheOthers() {
        let receiver = Receiver()
        let button = button()
        button.addTarget(receiver, action: Receiver.save, for: [.touchUpInside, .touchDown])
        button.addTarget(receiver, action: Receiver.cancel, for: .touchUpInside)
        button.removeTarget(receiver, action: Receiver.save, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.log == ["cancel"])
        button.sendActions(for: .touchDown)
        #expect(receiver.log == ["cancel", "save Save"])
        button.removeTarget(receiver, action: nil, for: .allEvents)
        #expect(button.allControlEvents == [] && button.allTargets.isEmpty)
        button.addTarget(receiver, action: Receiver.cancel, for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .touchUpInside)
        #expect(button.allTargets.isEmpty)
    }

    @Test func targetsAreHeldWeakly() {
        var receiver: Receiver? = Receiver()
        weak let weakReceiver = receiver
        let button = button()
        button.addTarget(receiver, action: Receiver.save, for: .touchUpInside)
        receiver = nil
        #expect(weakReceiver == nil)
        #expect(button.allTargets.isEmpty && button.allControlEvents == [])
        button.sendActions(for: .touchUpInside)
    }

    @Test func aNilTargetFollowsTheResponderChain() {
        final class Screen: UIViewController {
            var saved = 0
            func save(_ sender: UIButton) { saved += 1 }
        }
        let screen = Screen()
        let button = button()
        screen.view.addSubview(button)
        button.addTarget(nil, action: Screen.save, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.saved == 1)
        #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull)
    }

    @Test func aSenderOfAnotherTypeIsReportedAndSkipped() {
        let receiver = Receiver()
        let field = UITextField(frame: .zero)
        field.addTarget(receiver, action: Receiver.save, for: .editingChanged)
        field.sendActions(for: .editingChanged)
        #expect(receiver.log.isEmpty)
        field.sendAction(Receiver.cancel, to: receiver, for: nil)
        #expect(receiver.log == ["cancel"])
    }

    @Test func uiActionsRunWithTheControlAsSenderAndReplaceByIdentifier() {
        var log: [String] = []
        let button = button()
        let first = UIAction(title: "First", identifier: UIAction.Identifier("go")) { action in
            log.append("first \((action.sender as? UIButton)?.currentTitle ?? "-")")
        }
        let second = UIAction(title: "Second", identifier: UIAction.Identifier("go")) { _ in log.append("second") }
        button.addAction(first, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["first Save"] && first.sender == nil)
        button.addAction(second, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["first Save", "second"])
        button.removeAction(second, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log.count == 2 && button.allControlEvents == [])
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
    }

    @Test func aPrimaryActionTitlesTheButton() {
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Continue") { _ in taps += 1 })
        #expect(button.buttonType == .system && button.currentTitle == "Continue")
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        let framed = UIButton(frame: .zero, primaryAction: nil)
        #expect(framed.allControlEvents == [])
    }
}
