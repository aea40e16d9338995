import Foundation

/// A single line of text in a field, as UIKit's `UITextField`, for display only: it shows its text (or
/// its placeholder in a pale grey when empty) with a border style; Flipbook has no keyboard, so nothing
/// edits it.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The field's border, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none = 0
        /// A thin dark rectangle.
        case line = 1
        /// A bevelled rectangle (drawn as a grey line).
        case bezel = 2
        /// A white rounded rectangle with a light grey hairline.
        case roundedRect = 3
    }

    private let label = UILabel()

    /// The text shown (an empty string by default).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            refresh()
        }
    }
    private var storedText: String? = ""

    /// Text shown in a pale grey while ``text`` is empty.
    open var placeholder: String? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue
            refresh()
        }
    }
    private var storedPlaceholder: String?

    /// The font (17-point system font by default).
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue
            refresh()
        }
    }
    private var storedFont: UIFont? = .systemFont(ofSize: 17)

    /// The colour of the text (`.label` by default).
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue
            refresh()
        }
    }
    private var storedTextColor: UIColor? = .label

    /// How the text lines up (natural, i.e. left, by default).
    open var textAlignment: NSTextAlignment {
        get { storedTextAlignment }
        set {
            storedTextAlignment = newValue
            refresh()
        }
    }
    private var storedTextAlignment: NSTextAlignment = .natural

    /// The border (none by default).
    open var borderStyle: BorderStyle {
        get { storedBorderStyle }
        set {
            storedBorderStyle = newValue
            refresh()
        }
    }
    private var storedBorderStyle: BorderStyle = .none

    /// A field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.lineBreakMode = .byClipping
        addSubview(label)
        refresh()
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An enabled field can become first responder (Flipbook shows no keyboard or caret for it).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Whether the field is first responder, as UIKit's `isEditing`.
    open var isEditing: Bool { isFirstResponder }

    /// Where the text goes: the bounds, inset 7 points at the sides for the rounded style.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        borderStyle == .none ? bounds : bounds.insetBy(dx: borderStyle == .roundedRect ? 7 : 4, dy: 0)
    }

    /// The text's height (and the rounded border's padding) at any width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.intrinsicContentSize
        let pad: CGFloat = borderStyle == .roundedRect ? 14 : (borderStyle == .none ? 0 : 8)
        return CGSize(
            width: text.width + pad,
            height: max(text.height, (font ?? .systemFont(ofSize: 17)).lineHeight.rounded(.up))
                + (borderStyle == .roundedRect ? 13 : 0))
    }

    /// Places the text.
    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = textRect(forBounds: bounds)
    }

    private func refresh() {
        UIView.performWithoutAnimation {
            let showsPlaceholder = (text ?? "").isEmpty
            label.text = showsPlaceholder ? placeholder : text
            label.font = font ?? .systemFont(ofSize: 17)
            label.textColor =
                showsPlaceholder ? UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) : textColor
            label.textAlignment = textAlignment
            switch borderStyle {
            case .none:
                layer.borderWidth = 0
                layer.cornerRadius = 0
            case .line, .bezel:
                layer.borderWidth = 1
                layer.borderColor = (borderStyle == .line ? UIColor.black : UIColor.systemGray).cgColor
                layer.cornerRadius = 0
            case .roundedRect:
                if backgroundColor == nil { backgroundColor = .white }
                layer.borderWidth = 0.5
                layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
                layer.cornerRadius = 5
            }
            label.frame = textRect(forBounds: bounds)
        }
    }
}
