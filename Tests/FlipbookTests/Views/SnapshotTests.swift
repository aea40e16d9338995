import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct SnapshotTests {
    @Test func snapshotFreezesTheCurrentRendering() {
        let source = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 20))
        source.backgroundColor = .red
        source.alpha = 0.3
        source.transform = CGAffineTransform(rotationAngle: 1)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        source.addSubview(child)
        let snapshot = source.snapshotView(afterScreenUpdates: false)!
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(snapshot.subviews.isEmpty)

        // Later changes to the source don't show in the snapshot.
        source.backgroundColor = .green
        child.removeFromSuperview()

        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.isHidden = false
        w.addSubview(snapshot)
        snapshot.frame = CGRect(x: 10, y: 10, width: 80, height: 40) // stretched ×2
        let items = DisplayListBuilder(scale: 1).items(for: w.layer)
        #expect(items.count == 2)
        let back = items[0].fill!
        let front = items[1].fill!
        #expect(back.color == Color(red: 1, green: 0, blue: 0)) // own alpha and transform not captured
        #expect(device(back.transform, 0, 0) == CGPoint(x: 10, y: 10))
        #expect(device(back.transform, 40, 20) == CGPoint(x: 90, y: 50))
        #expect(front.color == Color(red: 0, green: 0, blue: 1))
        #expect(device(front.transform, 10, 10) == CGPoint(x: 30, y: 30))
    }

    @Test func snapshotKeepsClipAndMask() {
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        source.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .blue
        source.addSubview(child)
        let snapshot = source.snapshotView(afterScreenUpdates: true)!
        let group = DisplayListBuilder(scale: 2).items(for: snapshot.layer)[0].group!
        #expect(group.clip != nil)
        #expect(device(group.clip!.transform, 20, 20) == CGPoint(x: 40, y: 40))
    }
}
