import Foundation
import Raster
import Testing

/// `flipbook record` and `flipbook verify`, run as real processes.
@Suite struct GoldenCommandTests {
    let entry = "present-cross-dissolve"
    let small = ["--fps", "10", "--width", "130", "--height", "280"]

    @Test func recordThenVerifyPassesAndATamperedGoldenFailsWithAReport() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.url.appendingPathComponent("Goldens/catalog")
        let recorded = try FlipbookBinary.run(
            ["record", entry, "--goldens", goldens.path, "--times", "0,200,400"] + small)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(
            recorded.stdout == """
                recorded \(goldens.path)/\(entry).t0000ms.png
                recorded \(goldens.path)/\(entry).t0200ms.png
                recorded \(goldens.path)/\(entry).t0400ms.png

                """)
        let golden = try PNGDecoder().decode(contentsOf: goldens.appendingPathComponent("\(entry).t0200ms.png"))
        #expect(golden.width == 130 && golden.height == 280, "scale 1 by default")

        let artifacts = folder.url.appendingPathComponent("artifacts")
        let passed = try FlipbookBinary.run(
            ["verify", entry, "--goldens", goldens.path, "--artifacts", artifacts.path] + small)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(passed.stdout == "3 frames of 1 scene match their goldens in \(goldens.path)\n")

        // The 400 ms frame replaced by the 0 ms one: a real difference.
        let start = try Data(contentsOf: goldens.appendingPathComponent("\(entry).t0000ms.png"))
        try start.write(to: goldens.appendingPathComponent("\(entry).t0400ms.png"))
        let failed = try FlipbookBinary.run(
            ["verify", entry, "--goldens", goldens.path, "--artifacts", artifacts.path] + small)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("FAIL \(entry).t0400ms: Golden catalog/\(entry).t0400ms does not match: "))
        let report = artifacts.appendingPathComponent("report.html")
        #expect(failed.stderr.hasSuffix("1 of 3 checks failed. Report: \(report.path)\n"))
        for suffix in ["expected.png", "actual.png", "diff.png"] {
            let url = artifacts.appendingPathComponent("catalog/\(entry).t0400ms.\(suffix)")
            #expect(FileManager.default.fileExists(atPath: url.path), "\(suffix)")
        }
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("flipbook verify: 1 failed of 3 checks"))
        #expect(html.contains(#"<script id="flipbook-settings" type="application/json">{"mode":"compare"}"#))
        #expect(html.contains(#"{"label":"\#(entry).t0400ms: Golden catalog/\#(entry).t0400ms does not match: "#))
        #expect(html.contains("data:image/png;base64,"), "images are embedded, the report stands alone")
        #expect(!html.contains("src=\"file:"))
    }

    @Test func oneSlightlyDifferentPixelFailsUnlessToleranceIsAskedFor() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.url.appendingPathComponent("catalog")
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let recorded = try FlipbookBinary.run(["record", entry, "--goldens", goldens.path, "--times", "200"] + small)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let url = goldens.appendingPathComponent("\(entry).t0200ms.png")
        var golden = try PNGDecoder().decode(contentsOf: url)
        var pixel = golden[65, 140]
        pixel.r = pixel.r < 255 ? pixel.r + 1 : pixel.r - 1
        golden[65, 140] = pixel
        try PNGEncoder(preset: .small).write(golden, to: url)

        let exact = try FlipbookBinary.run(
            ["verify", entry, "--goldens", goldens.path, "--artifacts", artifacts] + small)
        #expect(exact.status == 1)
        #expect(exact.stderr.contains("FAIL \(entry).t0200ms: "))
        let tolerant = try FlipbookBinary.run(
            [
                "verify", entry, "--goldens", goldens.path, "--artifacts", artifacts,
                "--tolerance", "0.1",
            ] + small)
        #expect(tolerant.status == 0, "\(tolerant.stderr)")
        let bad = try FlipbookBinary.run(["verify", entry, "--goldens", goldens.path, "--tolerance", "2"] + small)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--tolerance must be between 0 and 1, got 2.0"))
    }

    @Test func aScenesOwnToleranceIsUsedUnlessTheCommandLineOverridesIt() throws {
        let folder = try TemporaryFolder()
        let scene = """
            screen: {width: 40, height: 60, scale: 1}
            controllers: {a: {background: red}, b: {background: blue}}
            root: {controller: a}
            transition: {operation: present, to: b, style: crossDissolve}

            """
        try folder.write("fade.yaml", scene)
        let goldens = folder.url.appendingPathComponent("goldens").path
        let recorded = try FlipbookBinary.run(
            ["record", "fade.yaml", "--goldens", goldens, "--times", "100"], in: folder.url)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let url = folder.url.appendingPathComponent("goldens/fade.t0100ms.png")
        var golden = try PNGDecoder().decode(contentsOf: url)
        var pixel = golden[20, 30]
        pixel.r = pixel.r < 255 ? pixel.r + 1 : pixel.r - 1
        golden[20, 30] = pixel
        try PNGEncoder(preset: .small).write(golden, to: url)
        func verify(_ extra: [String] = []) throws -> Int32 {
            try FlipbookBinary.run(["verify", "fade.yaml", "--goldens", goldens] + extra, in: folder.url).status
        }

        #expect(try verify() == 1, "identical pixels without a tolerance")
        try folder.write("fade.yaml", scene + "verify: {tolerance: 0.1}\n")
        #expect(try verify() == 0, "the scene's tolerance")
        #expect(try verify(["--tolerance", "0"]) == 1, "--tolerance overrides the scene's")
        let validated = try FlipbookBinary.run(["validate", "fade.yaml"], in: folder.url)
        #expect(validated.stdout.hasSuffix(", verify tolerance 0.1\n"), "\(validated.stdout)")
    }

    @Test func defaultTimesAreFiveEvenlySpacedFrames() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(["record", entry, "--goldens", folder.url.path] + small)
        #expect(result.status == 0)
        // 0.4 s + one frame at 10 fps: frames 0…5; five spaced frames 0, 1, 2(.5→3), 4, 5.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["0000", "0100", "0300", "0400", "0500"].map { "\(entry).t\($0)ms.png" })
    }

    @Test func missingGoldensFail() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(
            [
                "verify", entry, "--goldens", folder.url.path, "--artifacts",
                folder.url.appendingPathComponent("a").path,
            ] + small)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                """
                FAIL \(entry): no goldens for \(entry) in \(folder.url.path); \
                record them with: flipbook record \(entry) --goldens \(folder.url.path)\n
                """
            ))
    }

    @Test func verifyAllCoversTheWholeCatalog() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(
            [
                "verify", "--all", "--goldens", folder.url.path, "--artifacts",
                folder.url.appendingPathComponent("a").path,
            ] + small)
        #expect(result.status == 1)
        let names = try FlipbookBinary.run(["list", "--names-only"]).stdout.split(separator: "\n")
        for name in names { #expect(result.stderr.contains("FAIL \(name): no goldens for \(name)")) }
    }

    @Test func usageErrors() throws {
        let both = try FlipbookBinary.run(["verify", entry, "--all", "--goldens", "/tmp/unused-flipbook-goldens"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("give a scene or --all, not both"))
        let neither = try FlipbookBinary.run(["verify", "--goldens", "/tmp/unused-flipbook-goldens"])
        #expect(neither.status == 64)
        let times = try FlipbookBinary.run([
            "record", entry, "--goldens", "/tmp/unused-flipbook-goldens", "--times", "0,x",
        ])
        #expect(times.status == 64)
        #expect(times.stderr.contains("invalid times '0,x': expected milliseconds separated by commas, e.g. 0,100,250"))
    }

    @Test func timePastTheRecording() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(
            ["record", entry, "--goldens", folder.url.path, "--times", "0,9000"] + small)
        #expect(result.status == 65)
        #expect(
            result.stderr == "time 9000 ms is after the end of the recording (6 frames at 10 fps, last at 500 ms)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}

/// The committed catalog goldens: every entry still renders exactly as reviewed. After an intended change,
/// re-record with `flipbook record NAME --goldens Fixtures/Goldens/catalog`, look at the images, commit.
@Suite struct CatalogGoldenTests {
    @Test func wholeCatalogMatchesItsGoldens() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run([
            "verify", "--all", "--goldens", "Fixtures/Goldens/catalog",
            "--artifacts", folder.url.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(" match their goldens in Fixtures/Goldens/catalog\n"))
    }
}

/// Goldens that are damaged or of another size are reported as such, and every other frame is still checked.
@Suite struct DamagedGoldenTests {
    @Test func truncatedGarbageAndResizedGoldensAreReportedAndVerifyGoesOn() throws {
        let entry = "push-wechat"
        let small = ["--width", "100", "--height", "160", "--threads", "2"]
        let goldens = try TemporaryFolder()
        let artifacts = try TemporaryFolder()
        let recorded = try FlipbookBinary.run(
            ["record", entry, "--goldens", goldens.url.path, "--times", "0,100,200,300"] + small)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        func golden(_ ms: String) -> URL { goldens.url.appendingPathComponent("\(entry).t\(ms)ms.png") }
        let whole = try Data(contentsOf: golden("0000"))
        try whole.prefix(whole.count / 2).write(to: golden("0000"))
        try Data("not a png at all".utf8).write(to: golden("0100"))
        try PNGEncoder().encode(Bitmap(width: 50, height: 80)).write(to: golden("0200"))

        let result = try FlipbookBinary.run(
            ["verify", entry, "--goldens", goldens.url.path, "--artifacts", artifacts.url.path] + small)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(
            result.stderr.contains("FAIL \(entry).t0000ms: the golden \(golden("0000").path) is not a readable PNG ("))
        #expect(
            result.stderr.contains("FAIL \(entry).t0100ms: the golden \(golden("0100").path) is not a readable PNG ("))
        #expect(result.stderr.contains("FAIL \(entry).t0200ms:"))
        #expect(!result.stderr.contains("FAIL \(entry).t0300ms"), "the intact golden still passes")
        #expect(result.stderr.contains("3 of 4 checks failed."))
        let html = try String(contentsOf: artifacts.url.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("not a readable PNG"))
        #expect(!FileManager.default.fileExists(atPath: goldens.url.appendingPathComponent(".flipbook.lock").path))
    }

    @Test func recordIntoAReadOnlyFolderFailsClearly() throws {
        let result = try FlipbookBinary.run([
            "record", "push-wechat", "--goldens", "/proc/flipbook-goldens", "--width", "100", "--height", "160",
        ])
        #expect(result.status == 73)
        #expect(
            result.stderr.hasPrefix("/proc/flipbook-goldens: cannot create the output folder ("), "\(result.stderr)")
        #expect(!result.stderr.contains("Domain"))
    }
}
