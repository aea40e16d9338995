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
        let recorded = try FlipbookBinary.run(["record", entry, "--goldens", goldens.path, "--times", "0,200,400"] + small)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout == """
            recorded \(goldens.path)/\(entry).t0000ms.png
            recorded \(goldens.path)/\(entry).t0200ms.png
            recorded \(goldens.path)/\(entry).t0400ms.png

            """)
        let golden = try PNGDecoder().decode(contentsOf: goldens.appendingPathComponent("\(entry).t0200ms.png"))
        #expect(golden.width == 130 && golden.height == 280, "scale 1 by default")

        let artifacts = folder.url.appendingPathComponent("artifacts")
        let passed = try FlipbookBinary.run(["verify", entry, "--goldens", goldens.path, "--artifacts", artifacts.path] + small)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(passed.stdout == "3 frames of 1 scene match their goldens in \(goldens.path)\n")

        // The 400 ms frame replaced by the 0 ms one: a real difference.
        let start = try Data(contentsOf: goldens.appendingPathComponent("\(entry).t0000ms.png"))
        try start.write(to: goldens.appendingPathComponent("\(entry).t0400ms.png"))
        let failed = try FlipbookBinary.run(["verify", entry, "--goldens", goldens.path, "--artifacts", artifacts.path] + small)
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
        #expect(html.contains("<iframe srcdoc="))
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

        let exact = try FlipbookBinary.run(["verify", entry, "--goldens", goldens.path, "--artifacts", artifacts] + small)
        #expect(exact.status == 1)
        #expect(exact.stderr.contains("FAIL \(entry).t0200ms: "))
        let tolerant = try FlipbookBinary.run(["verify", entry, "--goldens", goldens.path, "--artifacts", artifacts,
                                               "--tolerance", "0.1"] + small)
        #expect(tolerant.status == 0, "\(tolerant.stderr)")
        let bad = try FlipbookBinary.run(["verify", entry, "--goldens", goldens.path, "--tolerance", "2"] + small)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--tolerance must be between 0 and 1, got 2.0"))
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
        let result = try FlipbookBinary.run(["verify", entry, "--goldens", folder.url.path, "--artifacts",
                                              folder.url.appendingPathComponent("a").path] + small)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("FAIL \(entry): no goldens for \(entry) in \(folder.url.path); record them with: flipbook record \(entry) --goldens \(folder.url.path)\n"))
    }

    @Test func verifyAllCoversTheWholeCatalog() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(["verify", "--all", "--goldens", folder.url.path, "--artifacts",
                                              folder.url.appendingPathComponent("a").path] + small)
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
        let times = try FlipbookBinary.run(["record", entry, "--goldens", "/tmp/unused-flipbook-goldens", "--times", "0,x"])
        #expect(times.status == 64)
        #expect(times.stderr.contains("invalid times '0,x': expected milliseconds separated by commas, e.g. 0,100,250"))
    }

    @Test func timePastTheRecording() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(["record", entry, "--goldens", folder.url.path, "--times", "0,9000"] + small)
        #expect(result.status == 65)
        #expect(result.stderr == "time 9000 ms is after the end of the recording (6 frames at 10 fps, last at 500 ms)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}

/// The committed catalog goldens: every entry still renders exactly as reviewed. After an intended change,
/// re-record with `flipbook record NAME --goldens Fixtures/Goldens/catalog`, look at the images, commit.
@Suite struct CatalogGoldenTests {
    @Test func wholeCatalogMatchesItsGoldens() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(["verify", "--all", "--goldens", "Fixtures/Goldens/catalog",
                                              "--artifacts", folder.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(" match their goldens in Fixtures/Goldens/catalog\n"))
    }
}
