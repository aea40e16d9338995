import Foundation
import Raster

/// Writes a video by piping raw RGB frames into the `ffmpeg` executable (never through PNG files): the
/// scene's constant frame rate, yuv420p, and even dimensions (an odd width or height gets its last column
/// or row repeated, since 4:2:0 chroma needs pairs). ffmpeg writes a hidden file beside the target, which
/// is renamed into place only when ffmpeg succeeds; an abandoned or failed video leaves nothing behind.
final class VideoWriter: AnimationWriter {
    let url: URL
    private let process = Process()
    private let input: FileHandle
    private let errors: PipeCollector
    private let temporary: URL
    private let width: Int, height: Int
    private var finished = false

    /// Starts ffmpeg writing `format` to `url` for `width × height` frames at `framesPerSecond`.
    init(url: URL, format: VideoFormat, width: Int, height: Int, framesPerSecond: Int) throws(CLIError) {
        let executable = try FFmpeg.locate()
        self.url = url
        self.width = width
        self.height = height
        temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).partial")
        let evenWidth = width + width % 2
        let evenHeight = height + height % 2
        process.executableURL = executable
        process.arguments =
            [
                "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24",
                "-video_size", "\(evenWidth)x\(evenHeight)", "-framerate", "\(framesPerSecond)", "-i", "pipe:0",
            ] + format.encoderArguments + [temporary.path]
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        input = stdin.fileHandleForWriting
        errors = PipeCollector(stderr.fileHandleForReading)
        // A write to an ffmpeg that has quit must fail with EPIPE, not kill the tool with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch {
            throw CLIError("cannot start \(executable.path): \(FileProblem.reason(error))", status: .unavailable)
        }
    }

    deinit {
        // A process that never started has no identifier: there is nothing to stop or remove.
        guard !finished, process.processIdentifier != 0 else { return }
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Sends the frame to ffmpeg `ticks` times (a held frame repeats at the constant frame rate).
    func append(_ bitmap: Bitmap, ticks: Int) throws(CLIError) {
        let frame = Data(Self.evenRGB(bitmap))
        for _ in 0..<ticks {
            do { try input.write(contentsOf: frame) } catch {
                throw failure(detail: "it stopped reading frames")
            }
        }
    }

    /// Waits for ffmpeg to finish the file and moves it into place; returns its size in bytes.
    func finish() throws(CLIError) -> Int {
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw failure(detail: "it exited with \(process.terminationStatus)")
        }
        finished = true
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError("cannot write \(url.path): \(reason)", status: .cannotWrite)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.size] as? Int ?? 0
    }

    /// The error for a failed ffmpeg, with what it printed (or the interruption, when Ctrl-C reached
    /// ffmpeg too).
    private func failure(detail: String) -> CLIError {
        try? input.close()
        process.waitUntilExit()
        if Interrupt.requested {
            return CLIError("interrupted while writing \(url.path); it was not written", status: Interrupt.status)
        }
        let printed = errors.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return CLIError(
            "cannot write \(url.path): ffmpeg failed (\(detail))" + (printed.isEmpty ? "" : ": \(printed)"),
            status: .cannotWrite)
    }

    /// The frame as RGB bytes with even dimensions: an odd last column or row is repeated.
    static func evenRGB(_ bitmap: Bitmap) -> [UInt8] {
        let rgb = bitmap.opaqueRGB()
        guard bitmap.width % 2 == 1 || bitmap.height % 2 == 1 else { return rgb }
        let rowBytes = bitmap.width * 3
        var even: [UInt8] = []
        even.reserveCapacity((bitmap.width + 1) * (bitmap.height + 1) * 3)
        var lastRow: ArraySlice<UInt8> = []
        for y in 0..<bitmap.height {
            let row = rgb[(y * rowBytes)..<((y + 1) * rowBytes)]
            lastRow = bitmap.width % 2 == 1 ? row + row.suffix(3) : row
            even += lastRow
        }
        if bitmap.height % 2 == 1 { even += lastRow }
        return even
    }
}

/// Reads a pipe to its end on a background queue (so a chatty child never blocks on a full pipe).
final class PipeCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything read, once the pipe closed (waits for it).
    var text: String {
        done.wait()
        done.signal()
        return String(decoding: data, as: UTF8.self)
    }
}
