import Foundation
import Raster
import Testing

/// `flipbook render`, run as a real process on small screens to stay fast.
@Suite struct RenderCommandTests {
    static let small = ["--width", "130", "--height", "200", "--scale", "1", "--fps", "10", "-q"]
    static let scene = FlipbookBinary.packageRoot.appendingPathComponent("Fixtures/Scenes/push-mail.yaml").path

    func pngs(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func rendersEveryFrameAndSummarises() throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("frames")
        let result = try FlipbookBinary.run(["render", Self.scene, "-o", out.path] + Self.small)
        #expect(result.status == 0, "\(result.stderr)")
        // 0.6 s at 10 fps: frames 0…6.
        #expect(try pngs(in: out) == (0...6).map { String(format: "%04d.png", $0) })
        let first = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("0000.png"))
        #expect(first.width == 130 && first.height == 200)
        #expect(result.stdout.hasPrefix("Wrote 7 frames (130×200 px) to \(out.path) in "))
        #expect(result.stdout.contains(" MB/s)"))
        #expect(result.stderr.isEmpty, "quiet")
        let last = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("0006.png"))
        #expect(first != last, "the push moved something")
    }

    @Test func progressLinesWhenNotATerminal() throws {
        let folder = try TemporaryFolder()
        let args = Self.small.filter { $0 != "-q" }
        let result = try FlipbookBinary.run(["render", Self.scene, "-o", folder.url.path, "--frames", "0-1"] + args)
        #expect(result.status == 0)
        #expect(result.stderr.contains("Rendering \(Self.scene): 2/2 frames"))
    }

    @Test func framesAndShardsSelectWithoutChangingFrames() throws {
        let folder = try TemporaryFolder()
        let all = folder.url.appendingPathComponent("all")
        let range = folder.url.appendingPathComponent("range")
        let shard = folder.url.appendingPathComponent("shard")
        let single = folder.url.appendingPathComponent("single")
        #expect(
            try FlipbookBinary.run(["render", Self.scene, "-o", all.path, "--threads", "2"] + Self.small).status == 0)
        #expect(
            try FlipbookBinary.run(["render", Self.scene, "-o", range.path, "--frames", "2-4"] + Self.small).status == 0
        )
        let sharded = try FlipbookBinary.run(
            ["render", Self.scene, "-o", shard.path, "--shard", "2/3", "--threads", "1"] + Self.small)
        #expect(sharded.status == 0)
        #expect(sharded.stdout.hasPrefix("Wrote 2 frames (130×200 px, shard 2/3)"))
        #expect(
            try FlipbookBinary.run(["render", Self.scene, "-o", single.path, "--frames", "5"] + Self.small).status == 0)
        #expect(try pngs(in: range) == ["0002.png", "0003.png", "0004.png"])
        #expect(try pngs(in: shard) == ["0001.png", "0004.png"])
        #expect(try pngs(in: single) == ["0005.png"])
        for (dir, name) in [(range, "0003.png"), (shard, "0001.png"), (shard, "0004.png"), (single, "0005.png")] {
            let expected = try Data(contentsOf: all.appendingPathComponent(name))
            #expect(
                try Data(contentsOf: dir.appendingPathComponent(name)) == expected, "\(dir.lastPathComponent)/\(name)")
        }
    }

    @Test func animatedPNGAndContactSheet() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(
            [
                "render", Self.scene, "-o", folder.url.path, "--apng", "--contact-sheet",
                "--sheet-frames", "4", "--preset", "small",
            ] + Self.small)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" + animation.png, contact-sheet.png in "))
        let apng = try Data(contentsOf: folder.url.appendingPathComponent("animation.png"))
        #expect(apng.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let chunks = Self.chunkTypes(apng)
        #expect(chunks.first == "IHDR" && chunks.last == "IEND")
        #expect(chunks.contains("acTL"))
        #expect(chunks.filter { $0 == "fcTL" }.count >= 2)
        // Viewers without APNG support show the first frame, which is frame 0000.
        let still = try PNGDecoder().decode(apng)
        #expect(still == (try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("0000.png"))))
        let sheet = try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("contact-sheet.png"))
        // Four 160-pixel thumbnails of a 130×200 frame in one row: 12 + 4 × 172 wide; under each a 12-pixel label
        // band (Inter's cap height at 14 px, 10.2, rounded up, and 1).
        #expect(sheet.width == 12 + 4 * 172)
        #expect(sheet.height == 12 + (246 + 6 + 12) + 12)
    }

    @Test func displayListsAreWrittenAsJSON() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(
            ["render", Self.scene, "-o", folder.url.path, "--display-list", "--frames", "3-4"] + Self.small)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" + display lists in "))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["0003.json", "0003.png", "0004.json", "0004.png"])
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("0003.json")))
            as? [String: Any]
        #expect(json?["width"] as? Int == 130)
        #expect(json?["height"] as? Int == 200)
        #expect((json?["items"] as? [Any])?.isEmpty == false)
    }

    static func chunkTypes(_ data: Data) -> [String] {
        var types: [String] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}

/// `flipbook render` error paths: each with its message and exit status.
@Suite struct RenderErrorTests {
    let small = RenderCommandTests.small
    let scene = RenderCommandTests.scene

    @Test func missingScene() throws {
        let result = try FlipbookBinary.run(["render", "nope.yaml", "-o", "/tmp/unused-flipbook-out"])
        #expect(result.status == 66)
        #expect(
            result.stderr == """
                nope.yaml: no such file; \
                expected a scene file (.yaml, .yml or .json) or a catalog name (flipbook list)

                """)
    }

    @Test func badYAML() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.yaml", "controllers: {a: {}\nroot: {controller: a}\n")
        let result = try FlipbookBinary.run(["render", "bad.yaml", "-o", "out"], in: folder.url)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("bad.yaml:2:"))
        #expect(result.stderr.contains("invalid YAML"))
        #expect(
            !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path), "nothing written")
    }

    @Test func unknownAnimatorNamesTheField() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "s.yaml",
            """
            controllers: {a: {}, b: {}}
            root: {navigation: [a]}
            transition: {operation: push, to: b, animator: wobble}

            """)
        let result = try FlipbookBinary.run(["render", "s.yaml", "-o", "out"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix("s.yaml:3:48: transition.animator: unknown animator \"wobble\"; expected one of "))
        #expect(result.stderr.contains("corner"))
    }

    @Test(arguments: [
        ("5-2", "invalid frame range '5-2': the first frame (5) is after the last (2)"),
        ("x", "invalid frame range 'x': expected FIRST-LAST or FRAME with whole numbers from 0, e.g. 0-29 or 12"),
    ])
    func malformedFrameRange(_ value: String, _ message: String) throws {
        let result = try FlipbookBinary.run(["render", scene, "-o", "/tmp/unused-flipbook-out", "--frames", value])
        #expect(result.status == 64)
        #expect(result.stderr.contains(message))
    }

    @Test func frameRangeOutsideTheRecording() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(["render", scene, "-o", folder.url.path, "--frames", "3-7"] + small)
        #expect(result.status == 65)
        #expect(result.stderr == "frame range 3-7 is outside the recording: it has 7 frames (0-6)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func badShardAndShardWithWholeSequenceOutputs() throws {
        let bad = try FlipbookBinary.run(["render", scene, "-o", "/tmp/unused-flipbook-out", "--shard", "4/3"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("invalid shard '4/3': the index must be from 1 to 3"))
        let combined = try FlipbookBinary.run([
            "render", scene, "-o", "/tmp/unused-flipbook-out", "--shard", "1/2", "--apng",
        ])
        #expect(combined.status == 64)
        #expect(combined.stderr.contains("--shard cannot be combined with --apng, --gif, --video or --contact-sheet"))
    }

    @Test func badOverrides() throws {
        let fps = try FlipbookBinary.run(["render", scene, "-o", "/tmp/unused-flipbook-out", "--fps", "0"])
        #expect(fps.status == 64)
        #expect(fps.stderr.contains("--fps must be from 1 to 240, got 0"))
        let pixels = try FlipbookBinary.run([
            "render", scene, "-o", "/tmp/unused-flipbook-out", "--width", "100.5", "--scale", "1",
        ])
        #expect(pixels.status == 64)
        #expect(
            pixels.stderr
                == "the screen would be 100.5 × 844 pixels; --width, --height and --scale must give whole pixels\n")
        let preset = try FlipbookBinary.run(["render", scene, "-o", "/tmp/unused-flipbook-out", "--preset", "tiny"])
        #expect(preset.status == 64)
        #expect(preset.stderr.contains("'tiny'"))
    }

    @Test func unwritableOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("file", "x")
        let underFile = try FlipbookBinary.run(["render", scene, "-o", "file/frames"] + small, in: folder.url)
        #expect(underFile.status == 73)
        #expect(underFile.stderr.hasPrefix("file/frames: cannot create the output folder ("))
        let isFile = try FlipbookBinary.run(["render", scene, "-o", "file"] + small, in: folder.url)
        #expect(isFile.status == 73)
        #expect(isFile.stderr == "file: is a file; expected an output folder\n")
    }
}

/// Ctrl-C during a render: exit 130, and every file left behind is a complete PNG.
@Suite struct RenderInterruptTests {
    @Test func interruptLeavesOnlyCompleteFiles() throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("frames")
        let process = Process()
        process.executableURL = FlipbookBinary.url
        process.arguments = [
            "render", RenderCommandTests.scene, "-o", out.path, "--width", "130", "--height", "200",
            "--scale", "1", "--fps", "60", "--seconds", "20", "--threads", "1", "-q",
        ]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let count =
                (try? FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.count)
                ?? 0
            if count >= 3 { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.interrupt()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(message.hasPrefix("interrupted after "))
        #expect(message.hasSuffix(" of 1201 frames; every file written is complete\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names.count >= 3 && names.count < 1201)
        for name in names {
            #expect(name.hasSuffix(".png") && !name.hasPrefix("."), "no temporary files: \(name)")
            _ = try PNGDecoder().decode(contentsOf: out.appendingPathComponent(name))
        }
    }
}
