import Foundation

/// Where a view controller is in UIKit's appearance cycle; decides which callback a begin/end request
/// produces (a "will appear" while disappearing — a cancelled transition — is allowed, a second one is not).
enum AppearanceState: Equatable, Sendable {
    /// Off screen (`viewDidDisappear` was the last callback, or none yet).
    case disappeared
    /// `viewWillAppear` was called.
    case appearing
    /// On screen (`viewDidAppear` was the last callback).
    case appeared
    /// `viewWillDisappear` was called.
    case disappearing

    /// The state after a begin request, and whether the callback runs.
    func begin(appearing: Bool) -> (next: AppearanceState, notify: Bool) {
        switch (self, appearing) {
        case (.disappeared, true), (.disappearing, true): return (.appearing, true)
        case (.appeared, false), (.appearing, false): return (.disappearing, true)
        default: return (self, false)
        }
    }

    /// The state after an end request, and whether the callback runs.
    func end() -> (next: AppearanceState, notify: Bool) {
        switch self {
        case .appearing: return (.appeared, true)
        case .disappearing: return (.disappeared, true)
        default: return (self, false)
        }
    }
}
