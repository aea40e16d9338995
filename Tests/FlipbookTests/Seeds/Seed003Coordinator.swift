// Seed 003, "Transition Coordinator的使用" (Objective-C, ported): a screen that moves a view to its
// centre alongside the transition that shows it, and a screen that hears whether the interactive pop
// that returns to it ended or was cancelled. `NSLog` goes to `log`.
import Flipbook

@MainActor
final class Seed003AlongsideViewController: DemoPage {
    let animationView = UIView(frame: CGRect(x: 10, y: 150, width: 20, height: 20))
    var messages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        animationView.backgroundColor = .systemYellow
        animationView.layer.cornerRadius = 10
        view.addSubview(animationView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let coordinator = transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in
                    self.messages.append("Transition Animation")
                    self.animationView.center = self.view.center
                },
                completion: { _ in
                    self.messages.append("Transition completion")
                })
        } else {
            messages.append("Transition is NULL")
        }
    }
}

@MainActor
final class Seed003InteractionEndsViewController: DemoPage {
    var messages: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let coordinator = transitionCoordinator {
            coordinator.notifyWhenInteractionEnds { context in
                if context.isCancelled {
                    self.messages.append("1 Interaction Cancelled")
                    return
                }
                self.messages.append("1 Interaction Ends")
            }
        } else {
            messages.append("1 Transition is NULL")
        }
    }
}
