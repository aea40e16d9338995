import Dispatch
import Foundation

/// Whether code runs on the main queue, where the main actor runs: on the main thread, or on the thread
/// draining the main queue (on Linux, once the main thread has handed the queue over, as `swift test` does,
/// main-actor code runs on another thread and `Thread.isMainThread` is false).
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main queue (so `MainActor.assumeIsolated` holds).
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
