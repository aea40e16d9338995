import Foundation

/// The state of a running recording: where frames go and how many were captured.
struct RecordingSession {
    var directory: URL
    var frameCount = 0
    var writer: FrameBatchWriter
    /// Evaluated frames not written yet (written a batch at a time).
    var pending: [FrameBatchWriter.Frame] = []

    /// Writes the pending frames.
    mutating func flush() throws {
        let frames = pending
        pending.removeAll()
        do {
            _ = try writer.write(frames)
        } catch {
            throw FrameRecorderError.frameWriteFailed(path: error.path, reason: error.reason)
        }
    }
}

extension FrameRecorder {
    /// True while a recording started with ``startRecording(to:)`` is running.
    public var isRecording: Bool { session != nil }

    /// Starts a recording into `directory` (created if missing): frames are numbered from `0000.png` and
    /// the current time becomes frame 0 of the frame grid. Existing files are overwritten, never deleted.
    public func startRecording(to directory: URL) throws {
        guard session == nil else { throw FrameRecorderError.alreadyRecording }
        try validate()
        try Self.prepareDirectory(directory)
        session = RecordingSession(directory: directory, writer: FrameBatchWriter(threads: threads, preset: pngPreset))
        reanchor()
    }

    /// Evaluates the window at the current time and queues it as the next frame of the recording.
    /// If a frame check or writing a batch fails, the recording ends and the error is thrown.
    public func captureFrame() throws {
        guard var current = session else { throw FrameRecorderError.notRecording }
        let list = evaluate()
        try world.runFrameChecks()
        let url = current.directory.appendingPathComponent(FrameName.fileName(current.frameCount))
        current.frameCount += 1
        current.pending.append(FrameBatchWriter.Frame(list: list, url: url))
        session = nil // if writing fails, the recording ends here
        if current.pending.count >= current.writer.batchSize { try current.flush() }
        session = current
    }

    /// Moves time to the next frame of the grid (`anchor + Double(n) / fps`) and, while recording,
    /// captures it. Without a recording it only moves time. `beforeCapture` runs once the clock stands at
    /// the new frame time (its events fired) and before the frame is evaluated — e.g. to deliver the touch
    /// sample of that frame.
    public func advanceOneFrame(beforeCapture: (() throws -> Void)? = nil) throws {
        try validate()
        framesSinceAnchor += 1
        try world.run {
            world.clock.advance(to: anchorTime + Double(framesSinceAnchor) / fps)
            try beforeCapture?()
        }
        if session != nil {
            try captureFrame()
        } else {
            try world.runFrameChecks()
        }
    }

    /// Writes any frames still pending, ends the recording and returns how many frames it wrote.
    @discardableResult
    public func stopRecording() throws -> Int {
        guard var current = session else { throw FrameRecorderError.notRecording }
        session = nil
        try current.flush()
        return current.frameCount
    }

    static func prepareDirectory(_ directory: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw FrameRecorderError.notADirectory(directory.path) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FrameRecorderError.cannotCreateDirectory(directory.path, reason: FileProblem.reason(error))
        }
    }
}
