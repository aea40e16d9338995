import Foundation
import Raster
import Testing

/// The player page of `flipbook render --html`, loaded in headless Chromium: opened at `#frame=K`, it
/// shows exactly frame K's pixels (found in the screenshot at 100 % zoom) and reports K as ready.
@Suite(.enabled(if: HeadlessChromium.installed != nil, HeadlessChromium.missingNotice))
struct PlayerBrowserTests {
    let small = ["--fps", "10", "--width", "130", "--height", "280", "--scale", "1"]

    /// Renders present-cross-dissolve (every frame differs from the next) with --html into `folder`.
    private func render(into folder: TemporaryFolder) throws -> URL {
        let output = folder.url.appendingPathComponent("render")
        let result = try FlipbookBinary.run(
            ["render", "present-cross-dissolve", "-o", output.path, "--html", "-q"] + small)
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    @Test(arguments: [0, 1, 3])
    func theFrameAskedForInTheFragmentIsTheOneOnScreen(frame: Int) throws {
        let chromium = try #require(HeadlessChromium.installed)
        let folder = try TemporaryFolder()
        let output = try render(into: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".png") }
        let frames = try names.sorted().map { try PNGDecoder().decode(contentsOf: output.appendingPathComponent($0)) }
        try #require(frames.count > 5)
        let shot = folder.url.appendingPathComponent("shot-\(frame).png")
        let run = try chromium.screenshot(
            output.appendingPathComponent("index.html"), fragment: "frame=\(frame)&zoom=1", width: 480, height: 560,
            to: shot, profile: folder.url.appendingPathComponent("profile"))
        #expect(FileManager.default.fileExists(atPath: shot.path), "no screenshot: \(run.stderr)")
        let screenshot = try PNGDecoder().decode(contentsOf: shot)
        let shown = Self.find(frames[frame], in: screenshot) != nil
        #expect(shown, "frame \(frame) is not on screen")
        for other in [frame - 1, frame + 1] where frames.indices.contains(other) {
            let differ = !Self.samePixels(frames[other], frames[frame])
            try #require(differ, "frames \(other) and \(frame) must differ for the check to mean anything")
            let alsoShown = Self.find(frames[other], in: screenshot) != nil
            #expect(!alsoShown, "frame \(other) is on screen instead")
        }
    }

    @Test func thePlayerReportsTheFrameItShows() throws {
        let chromium = try #require(HeadlessChromium.installed)
        let folder = try TemporaryFolder()
        let output = try render(into: folder)
        let dom = try chromium.dumpDOM(
            output.appendingPathComponent("index.html"), fragment: "frame=4",
            profile: folder.url.appendingPathComponent("profile"), until: Self.isReady)
        #expect(dom.stdout.contains(#"data-ready="true""#), "\(dom.stdout.prefix(300))")
        #expect(dom.stdout.contains(#"data-frame="4""#))
        #expect(dom.stdout.contains(#"<span class="readout" id="time">400 ms</span>"#))
        #expect(dom.stdout.contains(#"<span class="readout" id="counter">frame 4 · 5 of "#))
    }

    @Test func playingRunsToTheLastFrameAndStops() throws {
        let chromium = try #require(HeadlessChromium.installed)
        let folder = try TemporaryFolder()
        let output = try render(into: folder)
        let lastFrame = #"data-frame="5""#
        let dom = try chromium.dumpDOM(
            output.appendingPathComponent("index.html"), fragment: "frame=1&play=1&speed=2",
            profile: folder.url.appendingPathComponent("profile")
        ) { $0.contains(lastFrame) }
        #expect(dom.stdout.contains(lastFrame), "\(dom.stdout.prefix(300))")
        #expect(dom.stdout.contains(#"<button id="play" type="button" aria-label="play or pause">Play</button>"#))
    }

    /// 400 ms of virtual time is 100 ms of the render at 0.25× (frame 1 of 0…5, 100 ms apart) and the
    /// whole of it at 2×.
    @Test(arguments: [("0.25", 1), ("2", 5)])
    func speedScalesPlayback(speed: String, frame: Int) throws {
        let chromium = try #require(HeadlessChromium.installed)
        let folder = try TemporaryFolder()
        let output = try render(into: folder)
        let counter = #"<span class="readout" id="counter">frame \#(frame) · "#
        let dom = try chromium.dumpDOM(
            output.appendingPathComponent("index.html"), fragment: "frame=0&play=1&speed=\(speed)",
            profile: folder.url.appendingPathComponent("profile"), milliseconds: 400
        ) { $0.contains(counter) }
        #expect(dom.stdout.contains(counter), "\(speed)×")
    }

    /// Whether the player reported the frame it shows as decoded and on screen.
    static func isReady(_ dom: String) -> Bool { dom.contains(#"data-ready="true""#) }

    /// The top-left corner where `image` appears pixel for pixel in `screen`, or nil.
    static func find(_ image: Bitmap, in screen: Bitmap) -> (x: Int, y: Int)? {
        guard screen.width >= image.width, screen.height >= image.height else { return nil }
        for y in 0...(screen.height - image.height) {
            for x in 0...(screen.width - image.width) where screen[x, y] == image[0, 0] {
                if matches(image, in: screen, at: x, y) { return (x, y) }
            }
        }
        return nil
    }

    private static func matches(_ image: Bitmap, in screen: Bitmap, at left: Int, _ top: Int) -> Bool {
        for y in 0..<image.height {
            for x in 0..<image.width where screen[left + x, top + y] != image[x, y] { return false }
        }
        return true
    }

    static func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
        a.width == b.width && a.height == b.height && matches(a, in: b, at: 0, 0)
    }
}
