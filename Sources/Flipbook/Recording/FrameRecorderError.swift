import Foundation

/// Why a ``FrameRecorder`` call failed.
public enum FrameRecorderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The frame rate is not a positive finite number.
    case invalidFrameRate(Double)
    /// The scale is not a positive finite number.
    case invalidScale(Double)
    /// A duration is negative or not finite, or a recording would take more than
    /// ``FrameRecorder/maximumFrames`` frames.
    case invalidDuration(Double)
    /// The output path exists but is not a directory.
    case notADirectory(String)
    /// The output directory could not be created.
    case cannotCreateDirectory(String, reason: String)
    /// `startRecording(to:)` was called while a recording is running.
    case alreadyRecording
    /// `captureFrame()` or `stopRecording()` was called with no recording running.
    case notRecording
    /// Encoding or writing one frame failed.
    case frameWriteFailed(path: String, reason: String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .invalidFrameRate(let fps):
            return "frame rate must be a positive finite number of frames per second, got \(fps)"
        case .invalidScale(let scale): return "scale must be a positive finite number of pixels per point, got \(scale)"
        case .invalidDuration(let seconds):
            return "duration must be a finite number of seconds ≥ 0 and at most \(Int(FrameRecorder.maximumFrames)) "
                + "frames long, got \(seconds)"
        case .notADirectory(let path): return "output path \(path) exists and is not a directory"
        case .cannotCreateDirectory(let path, let reason): return "cannot create output directory \(path): \(reason)"
        case .alreadyRecording: return "a recording is already running; call stopRecording() first"
        case .notRecording: return "no recording is running; call startRecording(to:) first"
        case .frameWriteFailed(let path, let reason): return "cannot write frame \(path): \(reason)"
        }
    }
}
