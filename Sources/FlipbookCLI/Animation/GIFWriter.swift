import Foundation
import Raster

/// `--gif`: the animated GIF, streamed to a temporary file that replaces the target when finished. Its
/// global palette comes from a first pass over the frames (``GIFPaletteBuilder``), so it is created after
/// that pass, with the temporary file made (and the folder checked) before it.
final class GIFWriter: AnimationWriter {
    private let encoder: GIFEncoder<TemporaryFile>
    private let url: URL

    /// Starts the GIF in `file`.
    init(file: TemporaryFile, width: Int, height: Int, framesPerSecond: Int, plays: Int, palette: GIFPalette)
        throws(CLIError)
    {
        url = file.url
        do {
            encoder = try GIFEncoder(
                width: width, height: height, framesPerSecond: framesPerSecond, plays: plays,
                globalPalette: palette, sink: file)
        } catch let error as GIFError {
            throw CLIError("\(url.path): \(error)", status: .invalidInput)
        } catch {
            throw CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
        }
    }

    func append(_ bitmap: Bitmap, ticks: Int) throws(CLIError) {
        do { try encoder.append(bitmap, ticks: ticks) } catch { throw problem(error) }
    }

    func finish() throws(CLIError) -> Int {
        do {
            try encoder.finish()
            try encoder.sink.commit()
        } catch { throw problem(error) }
        return encoder.sink.byteCount
    }

    private func problem(_ error: any Error) -> CLIError {
        if let error = error as? GIFError { return CLIError("\(url.path): \(error)", status: .internalError) }
        return CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
    }
}
