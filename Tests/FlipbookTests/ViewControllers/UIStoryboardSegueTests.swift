import Foundation
import Testing

@testable import Flipbook

/// Segues made in code: their parts, the perform handler, an overridden `perform()`, and the source's
/// `prepare(for:sender:)` / `shouldPerformSegue(withIdentifier:sender:)`.
@MainActor @Suite struct UIStoryboardSegueTests {
    final class PresentSegue: UIStoryboardSegue {
        override func perform() {
            source.present(destination, animated: false)
        }
    }

    final class Source: UIViewController {
        var prepared: [String] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier ?? "")
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            identifier != "blocked"
        }
    }

    @Test func handlerAndSubclassPerform() {
        World().run {
            let source = Source()
            let destination = UIViewController()
            var ran = 0
            let handled = UIStoryboardSegue(identifier: "show", source: source, destination: destination) { ran += 1 }
            #expect(handled.identifier == "show" && handled.source === source && handled.destination === destination)
            handled.perform()
            #expect(ran == 1)
            UIStoryboardSegue(identifier: nil, source: source, destination: destination).perform()
            #expect(ran == 1, "a plain segue without a handler does nothing")
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = source
            window.makeKeyAndVisible()
            let segue = PresentSegue(identifier: "present", source: source, destination: destination)
            if source.shouldPerformSegue(withIdentifier: "present", sender: nil) {
                source.prepare(for: segue, sender: nil)
                segue.perform()
            }
            #expect(source.prepared == ["present"] && source.presentedViewController === destination)
            #expect(!source.shouldPerformSegue(withIdentifier: "blocked", sender: nil))
            #expect(UIViewController().shouldPerformSegue(withIdentifier: "any", sender: nil))
        }
    }
}
