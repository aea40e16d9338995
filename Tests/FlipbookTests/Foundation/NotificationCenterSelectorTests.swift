import Foundation
import Testing

@testable import Flipbook

/// `NotificationCenter.addObserver(_:selector:name:object:)` in method-reference form.
@MainActor @Suite struct NotificationCenterSelectorTests {
    static let ping = Notification.Name("FlipbookTests.ping")
    static let pong = Notification.Name("FlipbookTests.pong")

    @MainActor final class Listener {
        var received: [String] = []
        func ping(_ notification: Notification) {
            received.append("ping \(notification.userInfo?["n"] as? Int ?? -1)")
        }
        func pong() { received.append("pong") }
    }

    @Test func postsReachTheObserverSynchronouslyUntilRemoved() {
        let center = NotificationCenter()
        let listener = Listener()
        let sender = NSObject()
        center.addObserver(listener, selector: Listener.ping, name: Self.ping, object: nil)
        center.addObserver(listener, selector: Listener.pong, name: Self.pong, object: sender)
        center.post(name: Self.ping, object: nil, userInfo: ["n": 1])
        center.post(name: Self.pong, object: NSObject())
        center.post(name: Self.pong, object: sender)
        #expect(listener.received == ["ping 1", "pong"])
        center.removeObserver(listener, name: Self.ping, object: nil)
        center.post(name: Self.ping, object: nil, userInfo: ["n": 2])
        center.post(name: Self.pong, object: sender)
        #expect(listener.received == ["ping 1", "pong", "pong"])
        center.removeObserver(listener)
        center.post(name: Self.pong, object: sender)
        #expect(listener.received.count == 3)
    }

    @Test func observersAreHeldWeaklyAndFoundationTokensStillWork() {
        let center = NotificationCenter()
        var listener: Listener? = Listener()
        weak let weakListener = listener
        center.addObserver(listener!, selector: Listener.ping, name: nil, object: nil)
        listener = nil
        #expect(weakListener == nil)
        center.post(name: Self.ping, object: nil)
        let count = Counter()
        let token = center.addObserver(forName: Self.ping, object: nil, queue: nil) { _ in count.increment() }
        center.post(name: Self.ping, object: nil)
        center.removeObserver(token)
        center.post(name: Self.ping, object: nil)
        #expect(count.value == 1)
    }

    /// A count that Foundation's `@Sendable` blocks may bump.
    final class Counter: @unchecked Sendable {
        private(set) var value = 0
        func increment() { value += 1 }
    }
}
