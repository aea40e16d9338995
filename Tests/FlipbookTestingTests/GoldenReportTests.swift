import FlipbookTesting
import Foundation
import Testing

@Suite struct GoldenReportTests {
    static let expected = Bitmap(width: 2, height: 2, fill: Color.white.premultiplied)
    static let actual = Bitmap(width: 2, height: 2, fill: Color.black.premultiplied)

    func report(diff: Data? = Data([9, 9, 9]), title: String = "Suite/name.t0250ms") -> GoldenReport {
        GoldenReport(
            title: title, goldenPath: "/goldens/Suite/name.t0250ms.png",
            expectedPNG: Data([1, 2, 3]), actualPNG: Data([4, 5, 6, 7]), diffPNG: diff,
            comparison: ImageComparator.compare(expected: Self.expected, actual: Self.actual))
    }

    @Test func embedsAllThreeImagesAsDataURIs() {
        let html = report().html()
        #expect(html.contains("data:image/png;base64,\(Data([1, 2, 3]).base64EncodedString())"))
        #expect(html.contains("data:image/png;base64,\(Data([4, 5, 6, 7]).base64EncodedString())"))
        #expect(html.contains("data:image/png;base64,\(Data([9, 9, 9]).base64EncodedString())"))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("src=\"http"))
    }

    @Test func hasSideBySideFiguresAndAWipeSlider() {
        let html = report().html()
        for caption in ["Expected", "Actual", "Diff"] {
            #expect(html.contains("<figcaption>\(caption)</figcaption>"))
        }
        #expect(html.contains("id=\"wipe\" type=\"range\""))
        #expect(html.contains("clipPath"))
    }

    @Test func listsTheNumbers() {
        let html = report().html()
        #expect(html.contains("<th>Differing pixels</th><td>4 of 4</td>"))
        #expect(html.contains("<th>Differing ratio</th><td>100.00 %</td>"))
        #expect(html.contains("<th>Difference bounds</th><td>(0, 0)–(1, 1) 2×2 px</td>"))
        #expect(html.contains("<th>Golden</th><td>/goldens/Suite/name.t0250ms.png</td>"))
        #expect(html.contains("<th>Verdict</th><td>different</td>"))
    }

    @Test func withoutDiffThereIsNoDiffFigure() {
        #expect(!report(diff: nil).html().contains("<figcaption>Diff</figcaption>"))
    }

    @Test func escapesText() {
        let html = report(title: "<script>alert('x')</script>&").html()
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"))
    }

    @Test func isDeterministic() {
        #expect(report().html() == report().html())
    }
}
