import Foundation

/// A view that draws read-only text, as UIKit's `UILabel`: one or more lines in a font and colour,
/// aligned, wrapped and truncated (tail by default) within its bounds and centred vertically. Its
/// text colour animates; its alpha and transform animate like any view's (a scale enlarges the drawn
/// glyphs without laying them out again).
///
/// `font`, `textColor` and `textAlignment` apply to the parts of `attributedText` that do not set
/// their own font, colour or paragraph alignment. Text is laid out left to right (no bidirectional
/// reordering); characters Inter lacks (emoji, most non-Latin scripts) draw as a hollow box.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The backing layer draws the text.
    open override class var layerClass: AnyClass { TextLayer.self }

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// The text shown (nil or empty shows nothing). Setting it replaces any attributed text.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The text with attributes (`.font`, `.foregroundColor`, `.kern`,
    /// `.paragraphStyle`); setting it replaces ``text``.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: defaultAttributes) } }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = nil
            textDidChange()
        }
    }

    /// The font (17-point system font by default).
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            textDidChange()
        }
    }
    private var storedFont: UIFont = .systemFont(ofSize: UIFont.labelFontSize)

    /// The colour of the text (`.label` by default); animatable.
    open var textColor: UIColor! {
        get { textLayer.textColor.map { UIColor(cgColor: $0) } ?? .label }
        set { textLayer.textColor = (newValue ?? .label).cgColor }
    }

    /// How lines line up (natural, i.e. left, by default).
    open var textAlignment: NSTextAlignment {
        get { storedTextAlignment }
        set {
            storedTextAlignment = newValue
            textDidChange()
        }
    }
    private var storedTextAlignment: NSTextAlignment = .natural

    /// The most lines shown (1 by default); 0 for as many as the height holds.
    open var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            storedNumberOfLines = newValue
            textDidChange()
        }
    }
    private var storedNumberOfLines: Int = 1

    /// How lines wrap and the last one is truncated (tail truncation by default).
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set {
            storedLineBreakMode = newValue
            textDidChange()
        }
    }
    private var storedLineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// When true, the font shrinks (down to ``minimumScaleFactor``) until the text fits.
    open var adjustsFontSizeToFitWidth: Bool {
        get { storedAdjustsFontSizeToFitWidth }
        set {
            storedAdjustsFontSizeToFitWidth = newValue
            textDidChange()
        }
    }
    private var storedAdjustsFontSizeToFitWidth: Bool = false

    /// The smallest font scale when ``adjustsFontSizeToFitWidth`` shrinks text (0, the default, means
    /// the font does not shrink).
    open var minimumScaleFactor: CGFloat {
        get { storedMinimumScaleFactor }
        set {
            storedMinimumScaleFactor = newValue
            textDidChange()
        }
    }
    private var storedMinimumScaleFactor: CGFloat = 0

    /// The width multi-line text wraps to when sizing itself (``intrinsicContentSize``); 0 for none.
    open var preferredMaxLayoutWidth: CGFloat {
        get { storedPreferredMaxLayoutWidth }
        set {
            storedPreferredMaxLayoutWidth = newValue
            textDidChange()
        }
    }
    private var storedPreferredMaxLayoutWidth: CGFloat = 0

    /// A label with a frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        textLayer.textColor = UIColor.label.cgColor
        textDidChange()
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text's size: one line as wide as the text, more lines wrapped to ``preferredMaxLayoutWidth``.
    open override var intrinsicContentSize: CGSize {
        currentText.fittingSize(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    /// The size the text needs: one line ignores `size`; more lines wrap to `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        currentText.fittingSize(size)
    }

    private var textLayer: TextLayer { layer as! TextLayer }

    /// The text block is centred vertically, so its baselines sit at half the height plus a constant.
    override var baselineLayout: BaselineLayout {
        let text = currentText.baselines(CGSize(width: preferredMaxLayoutWidth, height: 0))
        guard text.height > 0 else { return super.baselineLayout }
        return BaselineLayout(
            firstHeightFactor: 0.5, firstOffset: text.first - text.height / 2, lastHeightFactor: 0.5,
            lastOffset: text.last - text.height / 2)
    }

    private var currentText: LabelText {
        textLayer.text ?? LabelText(spans: [], style: TextStyle(), minimumScale: nil)
    }

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        [.font: font as Any, .foregroundColor: textColor as Any]
    }

    /// Rebuilds what the layer draws after a change of text or style.
    private func textDidChange() {
        guard let font else { return }
        var style = TextStyle(
            alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: max(numberOfLines, 0))
        let spans: [TextSpan]
        if let attributed = storedAttributedText {
            spans = TextSpan.spans(of: attributed, font: font)
            if let paragraph = TextSpan.paragraphStyle(of: attributed) {
                style.alignment = paragraph.alignment
                style.lineSpacing = paragraph.lineSpacing.isFinite ? max(paragraph.lineSpacing, 0) : 0
            }
        } else {
            spans = [TextSpan(text: storedText ?? "", font: font, color: nil, kern: 0)]
        }
        textLayer.text = LabelText(
            spans: spans, style: style, minimumScale: adjustsFontSizeToFitWidth ? minimumScaleFactor : nil)
    }
}
