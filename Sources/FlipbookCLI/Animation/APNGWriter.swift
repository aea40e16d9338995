import Foundation
import Raster

/// `--apng`: the animated PNG, streamed to a temporary file that replaces `animation.png` when finished.
final class APNGWriter: AnimationWriter {
    private var encoder: APNGEncoder<TemporaryFile>

    /// Starts `url`'s APNG at `framesPerSecond`, played `plays` times (0: forever).
    init(url: URL, framesPerSecond: Int, plays: Int, preset: PNGEncoder.Preset) throws(CLIError) {
        do {
            encoder = try APNGEncoder(writingTo: url, framesPerSecond: framesPerSecond, plays: plays, preset: preset)
        } catch {
            throw CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
        }
    }

    func append(_ bitmap: Bitmap, ticks: Int) throws(CLIError) {
        do { try encoder.append(bitmap, ticks: ticks) } catch let error as PNGError where error.kind == .io {
            throw CLIError("cannot write \(encoder.sink.url.path): \(FileProblem.reason(error))", status: .cannotWrite)
        } catch {
            throw CLIError("cannot encode the APNG: \(error)", status: .internalError)
        }
    }

    func finish() throws(CLIError) -> Int {
        do { try encoder.close() } catch {
            throw CLIError("cannot write \(encoder.sink.url.path): \(FileProblem.reason(error))", status: .cannotWrite)
        }
        return encoder.sink.byteCount
    }
}
