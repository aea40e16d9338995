import FlipbookTesting
import Foundation
import Raster
import Testing

/// `flipbook render --html --chart`, run as users run it: the page embeds every frame and nothing else,
/// is byte-identical however many threads rendered it, and the chart is the golden one.
@Suite struct ReviewWriterTests {
    let small = ["--fps", "10", "--width", "130", "--height", "280", "--scale", "1"]

    @Test func thePageEmbedsEveryFrameInOrderAndIsDeterministic() throws {
        let folder = try TemporaryFolder()
        var pages: [Data] = []
        for threads in ["1", "3"] {
            let output = folder.url.appendingPathComponent("t\(threads)")
            let result = try FlipbookBinary.run(
                ["render", "push-basic", "-o", output.path, "--html", "--threads", threads, "-q"] + small)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains(" + index.html in "), "\(result.stdout)")
            pages.append(try Data(contentsOf: output.appendingPathComponent("index.html")))
        }
        #expect(pages[0] == pages[1], "same frames, same bytes, whatever the thread count")
        let html = String(decoding: pages[0], as: UTF8.self)
        let output = folder.url.appendingPathComponent("t1")
        let frames = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".png") }
            .sorted()
        #expect(frames.count > 5)
        var searchFrom = html.startIndex
        for (index, name) in frames.enumerated() {
            let uri =
                "data:image/png;base64,"
                + (try Data(contentsOf: output.appendingPathComponent(name)))
                .base64EncodedString()
            let entry = "{\"frame\":\(index),\"ms\":\(index * 100),\"src\":\"\(uri)\"}"
            let found = try #require(html.range(of: entry, range: searchFrom..<html.endIndex), "frame \(name)")
            searchFrom = found.upperBound
        }
        #expect(html.contains("<title>push-basic — 130×280 px, 10 fps</title>"))
    }

    @Test func htmlAndChartNeedEveryFrameSoNotAShard() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(
            ["render", "push-basic", "-o", folder.url.path, "--shard", "1/2", "--chart"] + small)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--shard cannot be combined with --html or --chart"), "\(result.stderr)")
    }

    @Test func cleanRemovesAnEarlierPageAndChart() throws {
        let folder = try TemporaryFolder()
        let first = try FlipbookBinary.run(
            ["render", "push-basic", "-o", folder.url.path, "--html", "--chart", "-q", "--frames", "0-2"] + small)
        #expect(first.status == 0, "\(first.stderr)")
        let refused = try FlipbookBinary.run(["render", "push-basic", "-o", folder.url.path, "-q"] + small)
        #expect(refused.status == 73)
        let again = try FlipbookBinary.run(
            ["render", "push-basic", "-o", folder.url.path, "--clean", "-q", "--frames", "0-1"] + small)
        #expect(again.status == 0, "\(again.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { !$0.hasPrefix(".") }
        #expect(left.sorted() == ["0000.png", "0001.png"])
    }

    @Test func theChartOfAHeldDragIsTheGoldenOne() throws {
        let folder = try TemporaryFolder()
        let scene = FlipbookBinary.packageRoot.appendingPathComponent("Fixtures/Scenes/pop-drag-hold.yaml")
        let result = try FlipbookBinary.run(
            ["render", scene.path, "-o", folder.url.path, "--chart", "--scale", "1", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        let chart = try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("timing-chart.png"))
        assertGolden(chart, named: "pop-drag-hold.timing-chart")
    }
}
