import Foundation

/// Scrolling multi-line text, as UIKit's `UITextView`, for display only: the text wraps between words
/// from the top left, inside ``textContainerInset`` (8 points above and below) and 5 points of line
/// fragment padding at the sides. Flipbook has no scroll views or keyboard: the text does not scroll
/// or edit, and the view derives from `UIView` rather than `UIScrollView`.
@preconcurrency @MainActor
open class UITextView: UIView {
    private let label = UILabel()

    /// The text shown (an empty string by default).
    open var text: String! {
        get { label.text ?? "" }
        set {
            label.text = newValue
            setNeedsLayout()
        }
    }

    /// The text with attributes; setting it replaces ``text``.
    open var attributedText: NSAttributedString! {
        get { label.attributedText ?? NSAttributedString(string: "") }
        set {
            label.attributedText = newValue
            setNeedsLayout()
        }
    }

    /// The font (12-point system font by default, as UIKit's).
    open var font: UIFont? {
        get { label.font }
        set {
            label.font = newValue
            setNeedsLayout()
        }
    }

    /// The colour of the text (`.label` by default).
    open var textColor: UIColor? {
        get { label.textColor }
        set { label.textColor = newValue }
    }

    /// How lines line up.
    open var textAlignment: NSTextAlignment {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }

    /// Space between the bounds and the text (8 points above and below by default).
    open var textContainerInset: UIEdgeInsets {
        get { storedTextContainerInset }
        set {
            storedTextContainerInset = newValue
            setNeedsLayout()
        }
    }
    private var storedTextContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// Whether the text could be edited on iOS; Flipbook never edits it.
    open var isEditable = true
    /// Whether the text could be selected on iOS; Flipbook never selects it.
    open var isSelectable = true

    /// A text view with a frame (white background, as UIKit's).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        clipsToBounds = true
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.font = .systemFont(ofSize: 12)
        addSubview(label)
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An editable or selectable text view can become first responder (Flipbook shows no keyboard or caret).
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Places the text from the top left, as tall as it needs.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let padding: CGFloat = 5
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * padding)
        let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
        UIView.performWithoutAnimation {
            label.frame = CGRect(
                x: textContainerInset.left + padding, y: textContainerInset.top, width: width, height: height)
        }
    }

    /// The text's height at `size.width`, plus the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let padding: CGFloat = 5
        let width = max(0, size.width - textContainerInset.left - textContainerInset.right - 2 * padding)
        let text = label.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(
            width: size.width, height: text.height + textContainerInset.top + textContainerInset.bottom)
    }
}
