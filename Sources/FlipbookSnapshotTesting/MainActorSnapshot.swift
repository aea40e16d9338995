import Dispatch
import FlipbookTesting
import Foundation
import SnapshotTesting

extension TransitionRecording {
    /// Plays the recording on the main actor (waiting for it when called from another thread, as a
    /// Swift Testing test may be) and returns what `body` makes of it. Code already on the main queue —
    /// XCTest's tests on the main thread, or Swift Testing's `@MainActor` tests, which Linux runs on a
    /// worker thread draining the main queue — plays it directly, as waiting for the queue would
    /// deadlock. A problem while playing is reported as a test failure where the recording was written,
    /// and `fallback` is returned.
    func play<Format: Sendable>(
        _ what: String, fallback: Format, _ body: @escaping @MainActor @Sendable (TransitionPlayback) throws -> Format
    ) -> Format {
        let recording = self
        let work: @MainActor @Sendable () -> Result<Format, any Error> = {
            Result { try body(TransitionPlayback(recording)) }
        }
        let result: Result<Format, any Error>
        if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueue.key) == true {
            result = MainActor.assumeIsolated(work)
        } else {
            result = DispatchQueue.main.sync { MainActor.assumeIsolated(work) }
        }
        switch result {
        case .success(let format):
            return format
        case .failure(let error):
            TestFailureReporter.fail(
                "\(what) of \(title): \(error)", fileID: location.fileID, filePath: location.filePath,
                line: location.line, column: location.column)
            return fallback
        }
    }

    /// A snapshot strategy for this type whose snapshot is `body`'s answer, played on the main actor.
    static func strategy<Format: Sendable>(
        _ what: String, pathExtension: String, diffing: Diffing<Format>, fallback: Format,
        _ body: @escaping @MainActor @Sendable (TransitionPlayback) throws -> Format
    ) -> Snapshotting<TransitionRecording, Format> {
        Snapshotting(pathExtension: pathExtension, diffing: diffing) { recording in
            recording.play(what, fallback: fallback, body)
        }
    }
}

/// Tells whether code runs on the main dispatch queue, on whichever thread drains it.
enum MainQueue {
    /// Set to `true` on the main queue (once, when first read).
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
