import ArgumentParser
import Foundation
import Raster

/// `flipbook draw LIST.json -o frame.png` — rasterizes a display list that `flipbook render
/// --display-list` wrote (possibly edited by hand) into one PNG.
public struct Draw: ParsableCommand {
    /// The command's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        abstract: "Draw a display list (JSON from render --display-list) into a PNG.",
        discussion: """
            A display list names its images but does not hold their pixels: --images gives the folder \
            where they are found (as <name>, or <name>.png when the name has no extension), and \
            --placeholder-images draws a grey checkerboard of the right size for every image instead. \
            Problems name the field, e.g. items[3].children[0].rect.

            Exit status: 0 success; 64 bad options; 65 invalid display list or missing image; 66 no such \
            file; 73 cannot write the output; 130 interrupted (SIGINT); 143 terminated (SIGTERM).
            """
    )

    /// The display list.
    @Argument(help: ArgumentHelp("A display list JSON file.", valueName: "list.json"))
    public var input: String

    /// The PNG to write.
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG to write.", valueName: "file.png"))
    public var output: String

    /// Where images are found.
    @Option(help: ArgumentHelp("Folder holding the list's images as <name> or <name>.png.", valueName: "dir"))
    public var images: String?

    /// Draw stand-ins for images.
    @Flag(
        name: .customLong("placeholder-images"),
        help: "Draw every image as a grey checkerboard of its size instead of reading it.")
    public var placeholderImages = false

    /// PNG compression preset.
    @Option(help: "PNG compression: fast (default) or small.")
    public var preset: PresetOption = .fast

    /// Rendering threads.
    @Option(help: "Bands rendered at once (default: the number of cores).")
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    /// Creates the command (ArgumentParser fills in the arguments).
    public init() {}

    /// Checks the options.
    public func validate() throws {
        guard !output.isEmpty else { throw ValidationError("-o needs a file name, got an empty one") }
        guard (1...64).contains(threads) else {
            throw ValidationError("--threads must be from 1 to 64, got \(threads)")
        }
        guard images == nil || !placeholderImages else {
            throw ValidationError("--images and --placeholder-images exclude each other: choose one")
        }
    }

    /// Reads, draws and writes.
    public func run() throws {
        Interrupt.install()
        let status: ExitStatus
        do {
            try draw()
            status = .success
        } catch {
            status = StandardError.report(error)
        }
        if status != .success { throw status.exitCode }
    }

    private func draw() throws(CLIError) {
        let data: Data
        do { data = try FileProblem.readRegularFile(URL(fileURLWithPath: input)) } catch {
            let status: ExitStatus = FileManager.default.fileExists(atPath: input) ? .invalidInput : .noInput
            throw CLIError("\(error)", status: status)
        }
        let list: DisplayList
        do { list = try DisplayListReader(images: imageProvider).read(data) } catch {
            throw CLIError("\(input): \(error)", status: .invalidInput)
        }
        let bitmap = Rasterizer(threadCount: threads).render(list)
        try Interrupt.deferred { () throws(CLIError) in
            let encoder = PNGEncoder(preset: preset.preset, shouldStop: Interrupt.shouldStop)
            do { try encoder.write(bitmap, to: URL(fileURLWithPath: output)) } catch {
                if Interrupt.requested {
                    throw CLIError("interrupted; \(output) was not written", status: Interrupt.status)
                }
                throw CLIError("cannot write \(output): \(FileProblem.reason(error))", status: .cannotWrite)
            }
        }
    }

    private var imageProvider: DisplayListReader.ImageProvider {
        if placeholderImages { return DisplayListReader.placeholder(for:) }
        guard let images else {
            return { _ in throw FileProblem(path: "", reason: "pass --images DIR or --placeholder-images") }
        }
        let folder = URL(fileURLWithPath: images)
        return { reference in
            let file = reference.name.hasSuffix(".png") ? reference.name : reference.name + ".png"
            let url = folder.appendingPathComponent(file)
            do { return try RasterImage(contentsOfPNG: url, name: reference.name) } catch {
                throw FileProblem(path: url.path, reason: "\(url.path): \(FileProblem.reason(error))")
            }
        }
    }
}
