import FlipbookTesting
import Testing

@testable import Flipbook

/// UIButton (classic and configured), UITextField and UITextView: titles, states, sizes and looks.
@MainActor @Suite struct ControlTests {
    func render(_ views: [UIView], size: CGSize) -> Bitmap {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        for view in views { window.addSubview(view) }
        return FrameRecorder(window: window, fps: 60, scale: 2, threads: 1).snapshot()
    }

    @Test func classicButtonTitlesAndColoursFollowTheState() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        #expect(button.currentTitle == "Save" && button.titleLabel?.text == "Save")
        #expect(button.titleColor(for: .normal) == .systemBlue)
        button.isSelected = true
        #expect(button.state == .selected && button.titleLabel?.text == "Saved")
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(button.title(for: .disabled) == "Save", "falls back to the normal title")
        #expect(button.titleLabel?.textColor == .systemGray)
        button.tintColor = .systemRed
        button.isEnabled = true
        #expect(button.titleLabel?.textColor == .systemRed)
        let custom = UIButton(frame: .zero)
        #expect(custom.buttonType == .custom && custom.titleColor(for: .normal) == .white)
    }

    @Test func buttonsSizeToTheirTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.sizeToFit()
        #expect(button.bounds.height == max(30, button.titleLabel!.intrinsicContentSize.height + 12))
        #expect(button.bounds.width == button.titleLabel!.intrinsicContentSize.width)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let filled = UIButton(configuration: configuration)
        filled.sizeToFit()
        #expect(filled.bounds.width == filled.titleLabel!.intrinsicContentSize.width + 24)
        #expect(filled.backgroundColor == .systemBlue && filled.titleLabel?.textColor == .white)
    }

    @Test func textFieldShowsThePlaceholderWhileEmpty() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
        field.placeholder = "Email"
        #expect(field.subviews.compactMap { $0 as? UILabel }.first?.text == "Email")
        field.text = "anna@example.com"
        #expect(field.subviews.compactMap { $0 as? UILabel }.first?.text == "anna@example.com")
        field.borderStyle = .roundedRect
        #expect(field.layer.cornerRadius == 5 && field.backgroundColor == .white)
    }

    @Test func textViewWrapsFromTheTop() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        view.text = "A text view wraps its text between words, from the top left."
        view.layoutIfNeeded()
        let label = view.subviews.compactMap { $0 as? UILabel }.first!
        #expect(label.frame.minY == 8 && label.frame.minX == 5)
        #expect(label.frame.height > 3 * view.font!.lineHeight)
        #expect(view.sizeThatFits(CGSize(width: 120, height: 0)).height == label.frame.height + 16)
    }

    @Test func controlsLookRight() {
        let system = UIButton(type: .system)
        system.setTitle("Classic button", for: .normal)
        system.frame = CGRect(x: 10, y: 8, width: 140, height: 30)
        var plainConfiguration = UIButton.Configuration.plain()
        plainConfiguration.title = "Plain"
        let plain = UIButton(configuration: plainConfiguration)
        plain.frame = CGRect(x: 150, y: 8, width: 80, height: 34)
        var filledConfiguration = UIButton.Configuration.filled()
        filledConfiguration.title = "Filled"
        let filled = UIButton(configuration: filledConfiguration)
        filled.frame = CGRect(x: 10, y: 46, width: 100, height: 34)
        var capsuleConfiguration = UIButton.Configuration.tinted()
        capsuleConfiguration.title = "Capsule"
        capsuleConfiguration.cornerStyle = .capsule
        let capsule = UIButton(configuration: capsuleConfiguration)
        capsule.frame = CGRect(x: 118, y: 46, width: 132, height: 34)
        let field = UITextField(frame: CGRect(x: 10, y: 88, width: 240, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        let textView = UITextView(frame: CGRect(x: 10, y: 130, width: 240, height: 60))
        textView.text = "A display-only text view: wrapped text from the top left, 12-point system font."
        textView.layer.borderWidth = 0.5
        textView.layer.borderColor = UIColor.systemGray.cgColor
        let image = render([system, plain, filled, capsule, field, textView], size: CGSize(width: 260, height: 200))
        assertGolden(image, named: "controls", suite: "text")
    }
}
