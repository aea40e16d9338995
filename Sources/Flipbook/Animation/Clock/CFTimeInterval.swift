import Foundation

/// A time interval in seconds, as Core Foundation names it.
///
/// Foundation on Linux has `TimeInterval` but not `CFTimeInterval`; Core Animation code uses the latter
/// everywhere, so Flipbook provides it. It is the same type as `Double` and `TimeInterval`.
public typealias CFTimeInterval = Double
