import Foundation

/// Stands in for a line of text until Flipbook renders fonts: a rounded bar as tall as the text's
/// x-height, `glyphWidth` points wide per character, with a gap at every space, so that titles of
/// different lengths look different in recorded frames.
@MainActor
final class TextPlaceholderView: UIView {
    /// The text this bar stands for.
    let text: String
    /// The width of the whole text (the view may be narrower and clip it).
    let naturalWidth: CGFloat

    init(text: String, glyphWidth: CGFloat, height: CGFloat, color: UIColor) {
        self.text = text
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let gap = glyphWidth * 0.8
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for word in words {
            let width = CGFloat(word.count) * glyphWidth
            frames.append(CGRect(x: x, y: 0, width: width, height: height))
            x += width + gap
        }
        naturalWidth = max(x - gap, 0)
        super.init(frame: CGRect(x: 0, y: 0, width: naturalWidth, height: height))
        isUserInteractionEnabled = false
        for frame in frames {
            let word = UIView(frame: frame)
            word.backgroundColor = color
            word.layer.cornerRadius = height / 2
            addSubview(word)
        }
    }

    required init?(coder: NSCoder) { nil }
}
