// swift-format-ignore-file
// (Its example is copied verbatim into README.md, where it keeps the layout a reader sees.)
import Foundation
import Testing

// README: begin "The Swift API in 20 lines"
import Flipbook

/// A custom present: the new screen rises from the bottom of the screen.
final class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let to = context.view(forKey: .to)!
        context.containerView.addSubview(to)
        to.transform = CGAffineTransform(translationX: 0, y: to.bounds.height)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut, animations: { to.transform = .identity }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Presents an orange screen over a blue one with `RiseAnimator`: writes 0000.png … 0024.png.
@MainActor func renderRise(to folder: URL) throws -> Int {
    let home = UIViewController(), detail = UIViewController(), animator = RiseAnimator()
    home.view.backgroundColor = .systemBlue
    detail.view.backgroundColor = .systemOrange
    detail.transitioningDelegate = animator
    detail.modalPresentationStyle = .fullScreen  // the default, .automatic, is a page sheet since iOS 13
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = home
    window.makeKeyAndVisible()
    return try FrameRecorder(window: window, scale: 2).record(seconds: 0.4, to: folder) { home.present(detail, animated: true) }
}
// README: end

/// The README's Swift example is this file's code and renders what it says; its scene example is a real file.
@MainActor
@Suite struct ReadmeExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The lines between the README markers of this file.
    static func exampleLines() throws -> [Substring] {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.hasPrefix("// README: begin") })
        let end = try #require(lines.firstIndex { $0 == "// README: end" })
        return Array(lines[(begin + 1)..<end])
    }

    @Test func readmeShowsThisCode() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let block = "```swift\n" + (try Self.exampleLines()).joined(separator: "\n") + "\n```\n"
        #expect(readme.contains("## The Swift API in 20 lines\n"))
        #expect(readme.contains(block), "README.md's Swift example differs from ReadmeExampleTests.swift")
    }

    @Test func readmeShowsTheSceneFileAsItIs() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let scene = try String(contentsOf: Self.packageRoot.appendingPathComponent("Fixtures/Scenes/catransition-cube.yaml"), encoding: .utf8)
        #expect(readme.contains("```yaml\n" + scene + "```\n"), "README.md's scene example differs from Fixtures/Scenes/catransition-cube.yaml")
    }

    @Test func exampleRendersTheRise() throws {
        VirtualClock.shared.reset()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try renderRise(to: folder) == 25)
        let blue = PremultipliedPixel(r: 0, g: 122, b: 255, a: 255), orange = PremultipliedPixel(r: 255, g: 149, b: 0, a: 255)
        let first = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("0000.png"))
        let middle = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("0012.png"))
        let last = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("0024.png"))
        #expect(first.width == 780 && first.height == 1688)
        #expect(first[390, 100] == blue && first[390, 1600] == blue)
        #expect(middle[390, 1600] == orange, "the new screen has risen over the bottom half-way")
        #expect(middle[390, 100] == blue, "the old screen still shows at the top half-way")
        #expect(last[20, 20] == orange && last[390, 844] == orange && last[760, 1680] == orange)
    }
}
