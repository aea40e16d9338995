import Flipbook
import FlipbookTesting

/// A fresh clock and a shown window with `root` as its root view controller, for client-corpus tests.
@MainActor
func makeClientWindow(width: CGFloat = 180, height: CGFloat = 320, root: UIViewController) -> UIWindow {
    VirtualClock.shared.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// Checks the window's current frame against the golden `ClientCorpus/<name>.t<ms>ms.png` (scale 1).
@MainActor
func assertClientGolden(
    _ window: UIWindow, _ name: String, at time: TimeInterval,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line
) {
    assertGolden(
        FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot(), named: name, at: time,
        suite: "ClientCorpus", fileID: fileID, filePath: filePath, line: line)
}
