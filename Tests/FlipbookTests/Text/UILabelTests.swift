import FlipbookTesting
import Testing

@testable import Flipbook

/// UILabel: sizing, wrapping, truncation, shrinking, attributed text, animation, and how it looks.
@MainActor @Suite struct UILabelTests {
    func render(_ views: [UIView], size: CGSize, scale: CGFloat = 2) -> Bitmap {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        for view in views { window.addSubview(view) }
        return FrameRecorder(window: window, fps: 60, scale: scale, threads: 1).snapshot()
    }

    func label(_ text: String, _ frame: CGRect, configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        configure(label)
        return label
    }

    /// The glyph paths a label draws, laid out in its bounds.
    func layout(_ label: UILabel) -> TextLayout {
        (label.layer as! TextLayer).text!.placed(in: label.bounds.size).layout
    }

    @Test func defaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.font.pointSize == 17 && label.font.fontName == "Inter-Regular")
        #expect(label.textColor == .label && label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail && label.textAlignment == .natural)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.text == nil && label.intrinsicContentSize == .zero)
    }

    @Test func sizeToFitTakesTheTextsSize() {
        let label = UILabel()
        label.text = "Hello, world"
        label.sizeToFit()
        #expect(label.bounds.height == (label.font.lineHeight).rounded(.up))
        #expect(label.bounds.width > 80 && label.bounds.width < 110)
        #expect(label.intrinsicContentSize == label.bounds.size)
        label.font = .systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize.width > 2 * 80)
    }

    @Test func multipleLinesWrapBetweenWords() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog"
        func lines(_ width: CGFloat) -> CGFloat {
            let size = label.sizeThatFits(CGSize(width: width, height: 0))
            #expect(size.width <= width)
            return (size.height / label.font.lineHeight).rounded()
        }
        #expect(lines(1000) == 1)
        #expect(lines(250) == 2)
        #expect(lines(120) == 4, "The quick brown / fox jumps over / the lazy / dog")
        label.numberOfLines = 2
        #expect(lines(120) == 2)
    }

    @Test func truncationKeepsTheLineWithinTheWidth() {
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
            let l = label("Supercalifragilisticexpialidocious words", CGRect(x: 0, y: 0, width: 100, height: 30)) {
                $0.lineBreakMode = mode
            }
            let width = layout(l).size.width
            #expect(width <= 100 && width > 80, "\(mode): \(width)")
        }
    }

    @Test func shrinkingScalesTheFontDownToTheMinimum() {
        let text = "A rather long title"
        let natural = label(text, CGRect(x: 0, y: 0, width: 1000, height: 30)).intrinsicContentSize.width
        let shrunk = label(text, CGRect(x: 0, y: 0, width: natural * 0.8, height: 30)) {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
        }
        let width = layout(shrunk).size.width
        #expect(abs(width - natural * 0.8) < 1, "fits exactly by shrinking")
        let limited = label(text, CGRect(x: 0, y: 0, width: natural * 0.3, height: 30)) {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
        }
        #expect(layout(limited).size.width <= natural * 0.3, "then truncates")
    }

    @Test func attributedRunsKeepTheirFontsAndColours() {
        let text = NSMutableAttributedString(string: "Bold red", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 5, length: 3))
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 8))
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        l.attributedText = text
        #expect(l.text == "Bold red")
        let paints = layout(l).paints
        #expect(paints.count == 2 && paints[0].color == nil && paints[1].color == .red)
        let right = paints[1].run.outline.controlPointBounds!
        #expect(right.x + right.width > 195, "aligned right")
        let kerned = NSAttributedString(string: "ab", attributes: [.kern: 10.0])
        let plain = label("ab", .zero).intrinsicContentSize.width
        l.attributedText = kerned
        #expect(l.intrinsicContentSize.width == (plain + 20).rounded(.up) || l.intrinsicContentSize.width == plain + 20)
    }

    @Test func textColourAnimates() {
        VirtualClock.shared.reset()
        let l = label("Fade", CGRect(x: 0, y: 0, width: 100, height: 30))
        l.textColor = .black
        UIView.animate(withDuration: 1) { l.textColor = .white }
        VirtualClock.shared.advance(by: 0.5)
        let mid = (l.layer.presentation() as? TextLayer)?.textColor
        #expect(mid.map { abs($0.red - 0.5) < 0.01 } == true)
    }

    @Test func anyUnicodeLaysOutWithoutCrashing() {
        for text in [
            "\u{0}", "e\u{301}\u{302}", "שלום", "👩‍👩‍👧‍👦", "a\r\nb\n\nc", "\u{2028}", "", " ",
            String(repeating: "x", count: 500),
        ] {
            for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingMiddle, .byTruncatingHead] {
                let l = label(text, CGRect(x: 0, y: 0, width: 40, height: 60)) {
                    $0.numberOfLines = 0
                    $0.lineBreakMode = mode
                }
                _ = layout(l)
                _ = l.sizeThatFits(CGSize(width: 10, height: 10))
            }
        }
        let zero = label("zero width", .zero)
        _ = layout(zero)
    }

    @Test func labelsLookRight() {
        let labels: [UIView] = [
            label("Inbox", CGRect(x: 12, y: 8, width: 200, height: 41)) {
                $0.font = .systemFont(ofSize: 34, weight: .bold)
            },
            label("The quick brown fox jumps over the lazy dog, twice.", CGRect(x: 12, y: 52, width: 196, height: 44)) {
                $0.numberOfLines = 0
                $0.font = .preferredFont(forTextStyle: .body)
            },
            label("Truncated in the middle of a long line", CGRect(x: 12, y: 100, width: 196, height: 20)) {
                $0.lineBreakMode = .byTruncatingMiddle
                $0.textColor = .systemBlue
            },
            label("Centred italic", CGRect(x: 12, y: 122, width: 196, height: 20)) {
                $0.font = .italicSystemFont(ofSize: 15)
                $0.textAlignment = .center
                $0.backgroundColor = UIColor(white: 0.93, alpha: 1)
            },
            label("12:30  Ünïcødé 😀 مرحبا", CGRect(x: 12, y: 146, width: 196, height: 20)) {
                $0.font = .monospacedDigitSystemFont(ofSize: 13, weight: .light)
                $0.textAlignment = .right
                $0.textColor = .darkGray
            },
            label("Scaled ×1.5", CGRect(x: 40, y: 172, width: 120, height: 20)) {
                $0.font = .systemFont(ofSize: 13, weight: .semibold)
                $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            },
        ]
        assertGolden(render(labels, size: CGSize(width: 220, height: 200)), named: "labels", suite: "text")
    }
}

/// UIFont: system fonts, Dynamic Type sizes, metrics and registered font files.
@Suite struct UIFontTests {
    @Test func systemFontsMapWeightsToInterFaces() {
        #expect(UIFont.systemFont(ofSize: 12).fontName == "Inter-Regular")
        #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName == "Inter-Thin")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).fontName == "Inter-ExtraBold")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(.nan)).fontName == "Inter-Regular")
    }

    @Test func dynamicTypeUsesIOSDefaultSizes() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
    }

    @Test func metricsScaleWithTheSize() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.ascender > 19 && font.ascender < 20)
        #expect(font.descender < -4 && font.descender > -5)
        #expect(abs(font.capHeight - 14.5) < 0.2)
        #expect(font.lineHeight >= font.ascender - font.descender)
        #expect(font.withSize(40).lineHeight == 2 * font.lineHeight)
    }

    @Test func namedFontsComeFromTheBundleOrRegisteredFiles() throws {
        #expect(UIFont(name: "Inter-Black", size: 10)?.fontName == "Inter-Black")
        #expect(UIFont(name: "Inter", size: 10)?.fontName == "Inter-Regular")
        #expect(UIFont(name: "Helvetica", size: 10) == nil)
        #expect(UIFont.familyNames.contains("Inter"))
        #expect(UIFont.fontNames(forFamilyName: "Inter").count == 10)
    }
}
