import Foundation

/// The state of a running recording: where frames go and how many were captured.
struct RecordingSession {
    var directory: URL
    var frameCount = 0
    var writer: FrameBatchWriter
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
        VirtualClock.shared.advance(to: VirtualClock.shared.now)  // commit pending transactions, fire what is due
        window.layoutIfNeeded()
        try runFrameChecks()
        let list = DisplayListBuilder(scale: scale).displayList(for: window.layer, size: window.bounds.size,
                                                                background: background)
        let url = current.directory.appendingPathComponent(Self.frameName(current.frameCount))
        current.frameCount += 1
        session = nil  // if writing fails, the recording ends here
        try current.writer.append(FrameBatchWriter.Frame(list: list, url: url))
        session = current
    }

    /// Moves time to the next frame of the grid (`anchor + Double(n) / fps`) and, while recording,
    /// captures it. Without a recording it only moves time. `beforeCapture` runs once the clock stands at
    /// the new frame time (its events fired) and before the frame is evaluated — e.g. to deliver the touch
    /// sample of that frame.
    public func advanceOneFrame(beforeCapture: (() throws -> Void)? = nil) throws {
        try validate()
        framesSinceAnchor += 1
        VirtualClock.shared.advance(to: anchorTime + Double(framesSinceAnchor) / fps)
        try beforeCapture?()
        if session != nil {
            try captureFrame()
        } else {
            try runFrameChecks()
        }
    }

    /// Writes any frames still pending, ends the recording and returns how many frames it wrote.
    @discardableResult
    public func stopRecording() throws -> Int {
        guard var current = session else { throw FrameRecorderError.notRecording }
        session = nil
        try current.writer.flush()
        return current.frameCount
    }

    /// `0000.png`, `0001.png`, … (more digits past 9999).
    static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
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
            throw FrameRecorderError.cannotCreateDirectory(directory.path, reason: error.localizedDescription)
        }
    }
}
