import FlipbookTesting
import Testing

@testable import Flipbook

// Client-style convenience initializers declared in extensions of Flipbook's classes. Swift skips a
// property's `didSet` when the property is set in an initializer of the class that declares it, extensions
// included; UIKit's setters always run, so every property set here must take effect at once.

extension UIImageView {
    convenience init(flying image: UIImage, frame: CGRect) {
        self.init(frame: frame)
        self.image = image
        contentMode = .scaleAspectFill
    }
}

extension UILabel {
    convenience init(headline: String) {
        self.init(frame: .zero)
        text = headline
        font = .boldSystemFont(ofSize: 30)
        textAlignment = .center
        numberOfLines = 2
        lineBreakMode = .byWordWrapping
        adjustsFontSizeToFitWidth = true
        minimumScaleFactor = 0.5
        preferredMaxLayoutWidth = 80
    }
}

extension UITextField {
    convenience init(prefilled: String, hint: String) {
        self.init(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        text = prefilled
        placeholder = hint
        font = .systemFont(ofSize: 24)
        textColor = .systemRed
        textAlignment = .right
        borderStyle = .line
    }
}

extension UIButton {
    convenience init(plainTitle: String) {
        self.init(frame: .zero)
        var configuration = UIButton.Configuration.plain()
        configuration.title = plainTitle
        self.configuration = configuration
    }
}

/// A button subclass with a style of its own, which inherits ``UIControl``'s convenience initializers.
final class FilledButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        self.configuration = configuration
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

extension UIControl {
    /// Inherited by `UIButton` subclasses, whose look follows the state.
    convenience init(disabledAndSelected: Bool) {
        self.init(frame: .zero)
        isEnabled = !disabledAndSelected
        isSelected = disabledAndSelected
        isHighlighted = disabledAndSelected
    }
}

extension UIScrollView {
    convenience init(locked frame: CGRect) {
        self.init(frame: frame)
        isScrollEnabled = false
    }
}

extension UIVisualEffectView {
    convenience init(frosted frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
        effect = UIBlurEffect(style: .regular)
    }
}

extension UIWindow {
    convenience init(shownWithFrame frame: CGRect) {
        self.init(frame: frame)
        isHidden = false
    }
}

@MainActor @Suite struct ConvenienceInitializerTests {
    @Test func anImageViewMadeInAnExtensionShowsItsImage() {
        let photo = UIImage.filled(
            with: UIColor(red: 1, green: 0, blue: 0, alpha: 1), size: CGSize(width: 20, height: 20))
        let imageView = UIImageView(flying: photo, frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(imageView.layer.contents != nil)
        #expect(imageView.layer.contentsGravity == .resizeAspectFill)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        window.addSubview(imageView)
        let frame = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot()
        #expect(frame[30, 30] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255), "the image is drawn")
        #expect(frame[5, 5] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aLabelMadeInAnExtensionUsesItsFontAndStyle() throws {
        let label = UILabel(headline: "Two words")
        let text = try #require((label.layer as? TextLayer)?.text)
        #expect(text.spans.first?.font.pointSize == 30)
        #expect(text.style.alignment == .center)
        #expect(text.style.numberOfLines == 2)
        #expect(text.style.lineBreakMode == .byWordWrapping)
        #expect(text.minimumScale == 0.5)
        let oneLine = UILabel(frame: .zero)
        oneLine.text = "Two words"
        oneLine.font = .boldSystemFont(ofSize: 30)
        #expect(label.intrinsicContentSize.height > oneLine.intrinsicContentSize.height, "wrapped to 80 points")
    }

    @Test func aTextFieldMadeInAnExtensionShowsItsText() throws {
        let field = UITextField(prefilled: "Hello", hint: "Name")
        let label = try #require(field.subviews.first as? UILabel)
        #expect(label.text == "Hello")
        #expect(label.font.pointSize == 24)
        #expect(label.textColor == .systemRed)
        #expect(label.textAlignment == .right)
        #expect(field.layer.borderWidth == 1)
        field.text = ""
        #expect(label.text == "Name")
    }

    @Test func aButtonMadeInAnExtensionShowsItsConfiguration() {
        let button = UIButton(plainTitle: "Later")
        #expect(button.titleLabel?.text == "Later")
    }

    @Test func aControlMadeInAnExtensionDrawsItsState() {
        let button = FilledButton(disabledAndSelected: true)
        #expect(button.state == [.disabled, .selected, .highlighted])
        #expect(button.alpha == 0.5, "drawn disabled")
    }

    @Test func aScrollViewLockedInAnExtensionDoesNotPan() {
        let scrollView = UIScrollView(locked: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!scrollView.panGestureRecognizer.isEnabled)
    }

    @Test func anEffectViewMadeInAnExtensionBlurs() throws {
        let effectView = UIVisualEffectView(frosted: CGRect(x: 0, y: 0, width: 50, height: 50))
        let layer = try #require(effectView.layer as? VisualEffectLayer)
        #expect(layer.blurRadius > 0)
    }

    @Test func aWindowShownInAnExtensionIsListed() {
        World().run {
            let window = UIWindow(shownWithFrame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(UIApplication.shared.windows.contains { $0 === window })
        }
    }
}
