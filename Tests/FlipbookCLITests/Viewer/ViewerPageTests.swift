import Foundation
import Testing

@testable import FlipbookCLI

/// The page's text: JSON that cannot end its script element, times, the template's placeholders.
@Suite struct ViewerPageTests {
    @Test func jsonStringsAreEscapedAndCannotCloseTheScript() {
        #expect(JSONText.quoted("plain") == #""plain""#)
        #expect(JSONText.quoted("a \"b\" \\ c\nd\te") == #""a \"b\" \\ c\nd\te""#)
        #expect(JSONText.quoted("</script><!--&") == #""\u003c/script\u003e\u003c!--\u0026""#)
        #expect(JSONText.quoted("\u{1}\u{2028}é") == #""\u0001\u2028é""#)
    }

    @Test func timesAreWrittenToATenthOfAMillisecond() {
        #expect(ViewerItem.number(0) == "0")
        #expect(ViewerItem.number(250) == "250")
        #expect(ViewerItem.number(1000.0 / 60) == "16.7")
        #expect(ViewerItem.number(.nan) == "0")
    }

    @Test func aFrameItemEmbedsItsPNG() {
        let item = ViewerItem.frame(number: 7, milliseconds: 116.66, png: Data([1, 2, 3]))
        #expect(item.json == #"{"frame":7,"ms":116.7,"src":"data:image/png;base64,AQID"}"#)
        let check = ViewerItem.comparison(
            label: "a<b", milliseconds: 250, expected: Data([1]), actual: Data([2]), diff: nil)
        #expect(
            check.json
                == #"{"label":"a\u003cb","ms":250,"expected":"data:image/png;base64,AQ==","#
                + #""actual":"data:image/png;base64,Ag==","diff":null}"#)
    }

    @Test func theTemplateNeedsExactlyOneItemsPlaceholder() throws {
        #expect(throws: CLIError.self) { try ViewerTemplate("no placeholder") }
        #expect(throws: CLIError.self) { try ViewerTemplate("{{items}} and {{items}}") }
        let template = try ViewerTemplate("<h1>{{title}}</h1>{{summary}}<script>{{settings}}</script>[{{items}}]")
        #expect(
            template.head(title: "a & b", summary: "<ul></ul>", settings: "{}")
                == "<h1>a &amp; b</h1><ul></ul><script>{}</script>[")
        #expect(template.tail == "]")
    }

    @Test func theBundledTemplateHasEveryPlaceholderAndFetchesNothing() throws {
        let template = try ViewerTemplate.bundled()
        for placeholder in ["{{title}}", "{{summary}}", "{{settings}}"] {
            #expect(template.head.contains(placeholder), "\(placeholder)")
        }
        let page = template.head + template.tail
        for remote in ["http:", "https:", "//cdn", "src=\"", "href=\"", "@import", "url("] {
            #expect(!page.contains(remote), "the player must not load anything: found \(remote)")
        }
    }
}

/// Writing the page: streamed, refused past its size limit without leaving a file behind.
@Suite struct ViewerPageWritingTests {
    @Test func aPageOverTheLimitIsRefusedAndLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("index.html")
        var page = ViewerPage(title: "big", mode: .frames)
        page.maximumBytes = 50_000
        let frame = Data(repeating: 7, count: 20_000)
        do {
            _ = try page.write(to: url, count: 10) { (index: Int) throws(CLIError) -> ViewerItem in
                .frame(number: index, milliseconds: Double(index), png: frame)
            }
            Issue.record("a page over the limit was written")
        } catch {
            #expect(error.status == .invalidInput)
            #expect(error.message.hasPrefix("index.html would be over 50000 bytes, more than a browser can load; "))
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(left.isEmpty, "no page and no temporary file: \(left)")
    }

    @Test func aPageUnderTheLimitHoldsEveryItemBetweenTheTemplatesHalves() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("index.html")
        let page = ViewerPage(title: "two <frames>", mode: .frames)
        let size = try page.write(to: url, count: 2) { (index: Int) throws(CLIError) -> ViewerItem in
            .frame(number: index, milliseconds: Double(index * 100), png: Data([UInt8(index)]))
        }
        let html = try String(contentsOf: url, encoding: .utf8)
        #expect(size == html.utf8.count)
        #expect(html.contains("<title>two &lt;frames&gt;</title>"))
        #expect(html.contains(#"{"mode":"frames"}"#))
        let items = [
            #"{"frame":0,"ms":0,"src":"data:image/png;base64,AA=="}"#,
            #"{"frame":1,"ms":100,"src":"data:image/png;base64,AQ=="}"#,
        ]
        #expect(html.contains("[\n" + items.joined(separator: ",\n") + "\n]"))
    }
}
