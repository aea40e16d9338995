import Foundation
import Raster
import Testing

/// Issue 17's table, case by case: hostile scenes, PNGs, flags and signals end in a clear error and a
/// documented exit status — never a crash, a hang or exhausted memory — and leave nothing half-done.
@Suite struct HostileInputTests {
    static let small = RenderCommandTests.small
    static let scene = RenderCommandTests.scene

    /// A one-controller scene of 100 × 100 pt at scale 1 whose views are `views` (YAML flow text).
    static func scene(views: String) -> String {
        """
        screen: {width: 100, height: 100, scale: 1}
        controllers:
          a:
            views: [\(views)]
        root: {controller: a}
        """
    }

    /// A view with `depth` levels of subviews below it (two levels of YAML nesting each).
    static func nestedViews(depth: Int) -> String {
        String(repeating: "{frame: [0, 0, 10, 10], subviews: [", count: depth) + "{frame: [0, 0, 1, 1]}"
            + String(repeating: "]}", count: depth)
    }

    @Test(arguments: ["9223372036854775808", "1e300", "-1e18"])
    func coordinatesFarOutsideTheScreenAreLocatedErrors(_ x: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("far.yaml", Self.scene(views: "{frame: [\(x), 0, 10, 10], color: red}"))
        let result = try FlipbookBinary.run(["render", "far.yaml", "-o", "out", "-q"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                """
                far.yaml:4:22: controllers.a.views[0].frame[0]: \
                expected a number of points from -1000000 to 1000000, got "\(x)"
                """
            ))
    }

    @Test func viewsNestedTooDeepAreRefusedBeforeParsing() throws {
        let folder = try TemporaryFolder()
        try folder.write("deep.yaml", Self.scene(views: Self.nestedViews(depth: 2000)))
        try folder.write(
            "lists.yaml", "a: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000))
        for command in ["render", "validate"] {
            for file in ["deep.yaml", "lists.yaml"] {
                let arguments = command == "render" ? [command, file, "-o", "out", "-q"] : [command, file]
                let result = try FlipbookBinary.run(arguments, in: folder.url)
                #expect(result.status == 65, "\(command) \(file)")
                #expect(
                    result.stderr.contains("nested deeper than 200 levels of lists and mappings"),
                    "\(command) \(file): \(result.stderr.prefix(300))")
            }
        }
    }

    @Test func aliasBombIsRefusedBeforeExpanding() throws {
        var text = """
            screen: {width: 100, height: 100, scale: 1}
            controllers:
              a:
                views: &v0 [{frame: [0, 0, 1, 1]}, {frame: [0, 0, 1, 1]}]

            """
        for level in 1...30 {
            let view = "{frame: [0, 0, 1, 1], subviews: *v\(level - 1)}"
            text += """
                  c\(level):
                    views: &v\(level) [\(view), \(view)]

                """
        }
        text += "root: {controller: c30}\n"
        #expect(text.utf8.count < 4000)
        let folder = try TemporaryFolder()
        try folder.write("bomb.yaml", text)
        let result = try FlipbookBinary.run(["render", "bomb.yaml", "-o", "out", "-q"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "the document expands to more than 1000000 values once its aliases (*name) are resolved"))
    }

    @Test func tooManyViews() throws {
        let folder = try TemporaryFolder()
        let views = Array(repeating: "{frame: [0, 0, 1, 1]}", count: 10_001).joined(separator: ", ")
        try folder.write("many.yaml", Self.scene(views: views))
        let result = try FlipbookBinary.run(["validate", "many.yaml"], in: folder.url)
        #expect(result.status == 65)
        #expect(result.stderr.contains("controllers.a.views[10000]: more than 10000 views in the scene"))
    }

    @Test func imagesTogetherOverTheMemoryBudget() throws {
        let folder = try TemporaryFolder()
        let png = try PNGEncoder().encode(Bitmap(width: 2000, height: 2000)) // 16 MB decoded
        for name in ["a.png", "b.png"] { try png.write(to: folder.url.appendingPathComponent(name)) }
        try folder.write(
            "photos.yaml",
            Self.scene(views: "{frame: [0, 0, 50, 50], image: a.png}, {frame: [50, 0, 50, 50], image: b.png}"))
        let fits = try FlipbookBinary.run(["validate", "photos.yaml", "--max-memory", "40M"], in: folder.url)
        #expect(fits.status == 0, "\(fits.stderr)")
        let over = try FlipbookBinary.run(["validate", "photos.yaml", "--max-memory", "24M"], in: folder.url)
        #expect(over.status == 65)
        #expect(
            over.stderr.contains(
                """
                controllers.a.views[1].image: cannot load "b.png" (2000×2000 px): the scene's images would \
                need more than 30 MB, over the memory budget of 24 MB (--max-memory raises it)
                """
            ), "\(over.stderr)")
    }

    @Test func framesInFlightOverTheMemoryBudget() throws {
        let result = try FlipbookBinary.run([
            "render", Self.scene, "-o", "/tmp/unused-flipbook-out", "--width", "1024", "--height", "1024",
            "--scale", "1", "--max-memory", "8M", "--threads", "64", "-q",
        ])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("over the memory budget of 8 MB; raise it with --max-memory"), "\(result.stderr)")
        let bad = try FlipbookBinary.run([
            "render", Self.scene, "-o", "/tmp/unused-flipbook-out", "--max-memory", "lots",
        ])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--max-memory must be a size from 1M to 1T such as 512M or 4G, got \"lots\""))
    }

    @Test func hugeColourStringIsShortenedInTheMessage() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "colour.yaml",
            Self.scene(views: "{frame: [0, 0, 10, 10], color: '\(String(repeating: "x", count: 10_000_000))'}"))
        let started = Date()
        let result = try FlipbookBinary.run(["validate", "colour.yaml"], in: folder.url)
        #expect(result.status == 65)
        #expect(result.stderr.contains("got \"\(String(repeating: "x", count: 40))… (10000000 characters)\""))
        #expect(result.stderr.utf8.count < 1000)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    /// Names a scene file chooses (image paths, controllers) are shortened like any other value.
    @Test func longNamesAreShortenedInMessages() throws {
        let long = String(repeating: "x", count: 100_000)
        let folder = try TemporaryFolder()
        try folder.write("image.yaml", Self.scene(views: "{frame: [0, 0, 10, 10], image: \(long)}"))
        try folder.write(
            "root.yaml",
            Self.scene(views: "{frame: [0, 0, 10, 10]}").replacingOccurrences(
                of: "{controller: a}", with: "{controller: \(long)}"))
        try folder.write(
            "animator.yaml",
            """
            screen: {width: 100, height: 100, scale: 1}
            controllers:
              a: {views: []}
              b: {views: []}
            root: {navigation: [a]}
            transition: {operation: push, to: b, animator: \(long)}
            """)
        for file in ["image.yaml", "root.yaml", "animator.yaml"] {
            let result = try FlipbookBinary.run(["validate", file], in: folder.url)
            #expect(result.status == 65)
            #expect(
                result.stderr.contains("\"\(String(repeating: "x", count: 40))… (100000 characters)\""),
                "\(result.stderr)")
            #expect(result.stderr.utf8.count < 1000, "\(file)")
        }
    }

    @Test func pngChunkClaimingTwoGigabytesIsRefusedBeforeAllocating() throws {
        let folder = try TemporaryFolder()
        var png = try PNGEncoder().encode(Bitmap(width: 4, height: 4))
        let iend = png.count - 12
        var chunk = Data([0x7F, 0xFF, 0xFF, 0xF0]) + Data("tEXt".utf8) + Data("Comment\0".utf8) + Data(count: 1000)
        chunk.append(contentsOf: [0, 0, 0, 0])
        png.insert(contentsOf: chunk, at: png.startIndex + iend)
        try png.write(to: folder.url.appendingPathComponent("text.png"))
        try folder.write("text.yaml", Self.scene(views: "{frame: [0, 0, 10, 10], image: text.png}"))
        // Under a 1 GB address-space limit a 2 GiB allocation cannot even be tried.
        let result = try FlipbookBinary.shell(
            "ulimit -v 1000000; exec \"$FLIPBOOK\" validate text.yaml", in: folder.url)
        #expect(result.status == 65)
        #expect(result.stderr.contains("chunk tEXt at byte"), "\(result.stderr)")
        #expect(result.stderr.contains("claims 2147483632 bytes"))
    }

    @Test func imagesThatAreFoldersOrDevicesAreNamedInWords() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("photo.png"), withIntermediateDirectories: true)
        try folder.write(
            "images.yaml",
            Self.scene(views: "{frame: [0, 0, 10, 10], image: photo.png}, {frame: [0, 0, 10, 10], image: /dev/zero}"))
        let result = try FlipbookBinary.run(["validate", "images.yaml"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("cannot read \"photo.png\": is a folder, not a file; expected a PNG file"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "cannot read \"/dev/zero\": is not a regular file (a device, pipe or socket); expected a PNG file"))
        #expect(!result.stderr.contains("Domain") && !result.stderr.contains("error 256"))
        let folderScene = try FlipbookBinary.run(["validate", "photo.png"], in: folder.url)
        #expect(folderScene.stderr.contains("is a folder"), "\(folderScene.stderr)")
    }
}

/// Output folders: never empty, never mixed with an earlier render, never shared by two renders.
@Suite struct OutputFolderSafetyTests {
    @Test func emptyOutputIsAUsageError() throws {
        let render = try FlipbookBinary.run(["render", RenderCommandTests.scene, "-o", ""] + RenderCommandTests.small)
        #expect(render.status == 64)
        #expect(render.stderr.contains("--output is empty"))
        let record = try FlipbookBinary.run(["record", RenderCommandTests.scene, "--goldens", ""])
        #expect(record.status == 64)
        #expect(record.stderr.contains("--goldens is empty"))
    }

    @Test func outputUnderAFileNamesTheFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.txt", "x")
        let result = try FlipbookBinary.run(
            ["render", RenderCommandTests.scene, "-o", "notes.txt/frames/a"] + RenderCommandTests.small, in: folder.url)
        #expect(result.status == 73)
        #expect(
            result.stderr
                == """
                notes.txt/frames/a: cannot create the output folder \
                (\(folder.url.appendingPathComponent("notes.txt").path) is a file, not a folder)

                """)
    }

    @Test func earlierRenderIsRefusedOrCleaned() throws {
        let folder = try TemporaryFolder()
        let first = try FlipbookBinary.run(
            ["render", RenderCommandTests.scene, "-o", "out", "--frames", "0-4"] + RenderCommandTests.small,
            in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try FlipbookBinary.run(
            ["render", RenderCommandTests.scene, "-o", "out", "--frames", "0-1"] + RenderCommandTests.small,
            in: folder.url)
        #expect(second.status == 73)
        #expect(
            second.stderr == """
                out holds 5 files of an earlier render (0000.png … 0004.png); \
                pass --clean to remove them first, or choose another folder

                """)
        let cleaned = try FlipbookBinary.run(
            ["render", RenderCommandTests.scene, "-o", "out", "--frames", "0-1", "--clean"] + RenderCommandTests.small,
            in: folder.url)
        #expect(cleaned.status == 0, "\(cleaned.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("out").path)
            .sorted()
        #expect(files == ["0000.png", "0001.png"])
    }

    @Test func concurrentRenderIntoOneFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let descriptor = open(out.appendingPathComponent(".flipbook.lock").path, O_RDWR | O_CREAT, 0o644)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let result = try FlipbookBinary.run(
            ["render", RenderCommandTests.scene, "-o", "out"] + RenderCommandTests.small, in: folder.url)
        #expect(result.status == 73)
        #expect(
            result.stderr == """
                another flipbook is writing into out (it holds .flipbook.lock); \
                wait for it or choose another folder

                """)
    }

    @Test func fullDiskLeavesOnlyCompleteFrames() throws {
        let folder = try TemporaryFolder()
        let disk = folder.url.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mount = try FlipbookBinary.shell("exec mount -t tmpfs -o size=200k tmpfs \"$1\"", [disk.path])
        guard mount.status == 0 else {
            print(
                """
                NOTICE: fullDiskLeavesOnlyCompleteFrames skipped: \
                cannot mount a tmpfs here (\(mount.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))
                """
            )
            return
        }
        defer { _ = try? FlipbookBinary.shell("exec umount \"$1\"", [disk.path]) }
        let result = try FlipbookBinary.run([
            "render", RenderCommandTests.scene, "-o", disk.path, "--width", "200", "--height", "200",
            "--scale", "1", "--fps", "60", "--seconds", "5", "--preset", "fast", "-q",
        ])
        #expect(result.status == 73)
        #expect(result.stderr.lowercased().contains("no space left on device"), "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: disk.path)
        #expect(!names.contains { $0.hasPrefix(".") && $0 != ".flipbook.lock" }, "temporary files left: \(names)")
        #expect(!names.contains(".flipbook.lock"))
        for name in names where name.hasSuffix(".png") {
            #expect(throws: Never.self) { try PNGDecoder().decode(contentsOf: disk.appendingPathComponent(name)) }
        }
    }
}

/// Signals and crashes: honoured in every phase, and never a process left holding the caller's pipe.
@Suite struct SignalAndCrashTests {
    /// Starts `flipbook arguments…`, waits `delay` seconds, sends `signal`, and returns the status and
    /// how long the process took to end after the signal.
    func run(_ arguments: [String], in directory: URL, signal: Int32, after delay: Double) throws -> (
        status: Int32, seconds: Double, stderr: String
    ) {
        let process = Process()
        process.executableURL = FlipbookBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, signal)
        let sent = Date()
        // Reading to the end returns only when every holder of the pipe — helpers included — is gone.
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, Date().timeIntervalSince(sent), text)
    }

    @Test func sigtermWhileLoadingEndsAtOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "slow.yaml",
            "junk: [" + Array(repeating: "0", count: 990_000).joined(separator: ", ") + "]\n"
                + HostileInputTests.scene(views: "{frame: [0, 0, 10, 10], color: red}"))
        let result = try run(["render", "slow.yaml", "-o", "out", "-q"], in: folder.url, signal: SIGTERM, after: 1)
        #expect(result.status == 143, "\(result.stderr)")
        #expect(result.seconds < 2)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }

    @Test func sigtermWhileRenderingExits143WithCompleteFrames() throws {
        let folder = try TemporaryFolder()
        let result = try run(
            [
                "render", RenderCommandTests.scene, "-o", "out", "--width", "130", "--height", "200", "--scale", "1",
                "--seconds", "30", "--threads", "1", "-q",
            ], in: folder.url, signal: SIGTERM, after: 3)
        #expect(result.status == 143, "\(result.stderr)")
        #expect(result.stderr.contains("every file written is complete"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("out").path)
        #expect(names.allSatisfy { !$0.hasPrefix(".") }, "\(names)")
    }

    /// A signal during a long frame stops inside it. The frames go two at a time with one thread, and a
    /// signal used to wait for the batch: both frames were written however early it came.
    @Test(arguments: [(SIGTERM, 143), (SIGINT, 130)] as [(Int32, Int32)])
    func signalDuringALongFrameStopsInsideIt(signal: Int32, status: Int32) throws {
        let folder = try TemporaryFolder()
        let views = (0..<300).map { "{frame: [\($0), \($0), 600, 600], color: red, alpha: 0.5, cornerRadius: 40}" }
        try folder.write(
            "long.yaml",
            """
            screen: {width: 1000, height: 1000, scale: 1}
            fps: 10
            record: {seconds: 0.1}
            controllers:
              a:
                views: [\(views.joined(separator: ", "))]
            root: {controller: a}
            """)
        let process = Process()
        process.executableURL = FlipbookBinary.url
        process.arguments = ["render", "long.yaml", "-o", "out", "--threads", "1", "-q"]
        process.currentDirectoryURL = folder.url
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The lock file appears once the scene is loaded and files are about to be written.
        let out = folder.url.appendingPathComponent("out")
        let lock = out.appendingPathComponent(".flipbook.lock")
        while process.isRunning && !FileManager.default.fileExists(atPath: lock.path) {
            Thread.sleep(forTimeInterval: 0.005)
        }
        kill(process.processIdentifier, signal)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == status, "\(text)")
        #expect(text.contains("interrupted after 0 of 2 frames; every file written is complete"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [])
    }

    @Test func crashLeavesNoHelperHoldingThePipe() throws {
        let folder = try TemporaryFolder()
        let result = try run(
            [
                "render", RenderCommandTests.scene, "-o", "out", "--width", "130", "--height", "200", "--scale", "1",
                "--seconds", "30", "--threads", "2", "-q",
            ], in: folder.url, signal: SIGSEGV, after: 3)
        #expect(result.status == 70)
        #expect(result.stderr.contains("flipbook: internal error: the process crashed"))
        #expect(result.seconds < 5)
    }
}
