import FlipbookTesting
import Testing

@testable import Flipbook

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` freezes part of a view; when resized, its
/// cap-inset margins keep their size and only the middle stretches.
@MainActor
@Suite struct ResizableSnapshotTests {
    /// A 40 × 40 blue view with a red 10 × 10 square in each corner and a white bar through the middle.
    func makeSource() -> UIView {
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        source.backgroundColor = .systemBlue
        for origin in [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 30, y: 30)] {
            let corner = UIView(frame: CGRect(origin: origin, size: CGSize(width: 10, height: 10)))
            corner.backgroundColor = .systemRed
            source.addSubview(corner)
        }
        let bar = UIView(frame: CGRect(x: 10, y: 18, width: 20, height: 4))
        bar.backgroundColor = .white
        source.addSubview(bar)
        return source
    }

    func render(_ snapshot: UIView, in size: CGSize) -> Bitmap {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        window.addSubview(snapshot)
        return FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot()
    }

    @Test func capInsetsKeepTheirSizeWhenStretched() throws {
        VirtualClock.shared.reset()
        let snapshot = try #require(
            makeSource().resizableSnapshotView(
                from: CGRect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: true,
                withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        snapshot.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let bitmap = render(snapshot, in: CGSize(width: 100, height: 60))
        let red = UIColor.systemRed.cgColor.rasterColor.premultiplied
        let blue = UIColor.systemBlue.cgColor.rasterColor.premultiplied
        #expect(bitmap[5, 5] == red && bitmap[94, 54] == red, "corners stay 10 × 10")
        #expect(bitmap[12, 5] == blue && bitmap[87, 54] == blue, "the edges between them stretch")
        #expect(bitmap[50, 29] == UIColor.white.cgColor.rasterColor.premultiplied, "the middle stretches")
        assertGolden(bitmap, named: "resizable-snapshot-stretched", suite: "uikit")
    }

    @Test func partOfAViewIsSnapshotted() throws {
        VirtualClock.shared.reset()
        let snapshot = try #require(
            makeSource().resizableSnapshotView(
                from: CGRect(x: 20, y: 0, width: 20, height: 20), afterScreenUpdates: false, withCapInsets: .zero))
        #expect(snapshot.bounds.size == CGSize(width: 20, height: 20))
        let bitmap = render(snapshot, in: CGSize(width: 20, height: 20))
        #expect(bitmap[15, 5] == UIColor.systemRed.cgColor.rasterColor.premultiplied, "the top-right corner")
        #expect(bitmap[5, 5] == UIColor.systemBlue.cgColor.rasterColor.premultiplied)
        #expect(bitmap[15, 15] == UIColor.systemBlue.cgColor.rasterColor.premultiplied)
    }

    @Test func emptyOrNonFiniteRectanglesGiveNil() {
        let source = makeSource()
        #expect(source.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(
            source.resizableSnapshotView(
                from: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4), afterScreenUpdates: false,
                withCapInsets: .zero) == nil)
    }
}
