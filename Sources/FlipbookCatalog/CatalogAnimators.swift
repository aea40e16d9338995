import Flipbook
import FlipbookScenes

/// The catalog's custom animators by name: each makes a fresh, UIKit-style animator object for a request.
@MainActor
struct CatalogAnimators: SceneAnimatorSource {
    /// An animator's name, description and factory.
    struct Animator {
        let name: String
        let summary: String
        let make: @MainActor (SceneAnimatorRequest) -> SceneAnimatorSetup
    }

    static let all: [Animator] = [
        Animator(name: "corner", summary: "slides the presented screen in from the bottom-right corner (seed 000)") {
            request in
            SceneAnimatorSetup(
                animator: CornerAnimator(
                    presenting: request.operation.isForward,
                    duration: request.duration ?? 1.5),
                modalPresentationStyle: .fullScreen)
        },
        Animator(
            name: "basic",
            summary: "slides the pushed screen in from the bottom-right corner, back out on pop (seed 001)"
        ) { request in
            SceneAnimatorSetup(animator: SlideFromCornerAnimator(duration: request.duration ?? 0.5))
        },
        Animator(
            name: "kugou", summary: "swings the screen up into place about a pivot far below it, Kugou-style (seed 001)"
        ) { request in
            SceneAnimatorSetup(
                animator: SwingAnimator(pushing: request.operation.isForward, duration: request.duration ?? 0.4))
        },
        Animator(
            name: "wechat",
            summary:
                """
                flies the tapped photo to the viewer with a spring \
                over a fading black backdrop, WeChat-style (seed 001)
                """
        ) { request in
            var damping: CGFloat = 0.7
            var velocity: CGFloat = 0.3
            if case .spring(let d, let v)? = request.timing {
                damping = CGFloat(d)
                velocity = CGFloat(v)
            }
            return SceneAnimatorSetup(
                animator: PhotoZoomAnimator(
                    opening: request.operation.isForward, duration: request.duration ?? 0.5,
                    damping: damping, velocity: velocity),
                modalPresentationStyle: .fullScreen)
        },
        Animator(
            name: "spring",
            summary: "raises the presented screen from below on a bouncy spring, drops it on dismissal (seed 002)"
        ) { request in
            var damping: CGFloat = 0.6
            var velocity: CGFloat = 0
            if case .spring(let d, let v)? = request.timing {
                damping = CGFloat(d)
                velocity = CGFloat(v)
            }
            return SceneAnimatorSetup(
                animator: SpringSlideAnimator(
                    presenting: request.operation.isForward, duration: request.duration ?? 0.8,
                    damping: damping, velocity: velocity),
                modalPresentationStyle: .fullScreen)
        },
        Animator(
            name: "edge-slide",
            summary:
                """
                pops by sliding the top screen right over a parallaxed, \
                dimmed screen below; linear for pan gestures (seed 002)
                """
        ) { request in
            SceneAnimatorSetup(animator: EdgeSlideAnimator(duration: request.duration ?? 0.35))
        },
        Animator(
            name: "tab-slide", summary: "slides tabs sideways toward the selected tab's side of the bar (seed 003)"
        ) { request in
            SceneAnimatorSetup(
                animator: TabSlideAnimator(duration: request.duration ?? 0.4, interactive: request.isInteractive))
        },
        Animator(
            name: "tab-slide-manual",
            summary:
                """
                the tab slide, with a hand-written interaction controller \
                that places the views itself while a finger drags (seed 003)
                """
        ) { request in
            SceneAnimatorSetup(
                animator: TabSlideAnimator(duration: request.duration ?? 0.4, interactive: request.isInteractive),
                interaction: ManualTabSlideInteraction())
        },
        Animator(
            name: "scale", summary: "grows the new screen from a tenth of its size; going back shrinks it (seed 003)"
        ) { request in
            SceneAnimatorSetup(
                animator: ScaleAnimator(
                    forward: request.operation.isForward, fades: false, duration: request.duration ?? 0.4),
                modalPresentationStyle: .fullScreen)
        },
        Animator(
            name: "scale-fade",
            summary: "grows and fades in the new screen; going back shrinks and fades it out (seed 003)"
        ) { request in
            SceneAnimatorSetup(
                animator: ScaleAnimator(
                    forward: request.operation.isForward, fades: true, duration: request.duration ?? 0.4),
                modalPresentationStyle: .fullScreen)
        },
        Animator(
            name: "dimmed",
            summary:
                """
                presents a card over the lower two thirds with a dimming \
                view from a custom presentation controller (seed 003)
                """
        ) { request in
            SceneAnimatorSetup(
                animator: SpringSlideAnimator(
                    presenting: request.operation.isForward, duration: request.duration ?? 0.45, damping: 1),
                modalPresentationStyle: .custom,
                presentationController: { presented, presenting in
                    CardPresentationController(
                        presentedViewController: presented, presenting: presenting,
                        cardFrame: CardPresentationController.lowerTwoThirds,
                        cornerRadius: 16, dimmedAlpha: 0.45, fadesDimmingOnDismissal: true)
                })
        },
        Animator(
            name: "circular-reveal",
            summary: "reveals the presented screen in a circle growing from the view `button` (CAShapeLayer mask path)"
        ) { request in
            SceneAnimatorSetup(
                animator: CircularRevealAnimator(
                    presenting: request.operation.isForward, duration: request.duration ?? 0.5),
                modalPresentationStyle: .overFullScreen)
        },
        Animator(
            name: "card-shadow",
            summary: "raises the presented screen as a shadowed, bordered card over a blurred, dimmed backdrop"
        ) { request in
            SceneAnimatorSetup(
                animator: CardShadowAnimator(
                    presenting: request.operation.isForward, duration: request.duration ?? 0.6),
                modalPresentationStyle: .overFullScreen)
        },
        Animator(
            name: "gradient-fade",
            summary: "wipes the pushed screen in behind a sweeping gradient mask; pop wipes it away"
        ) { request in
            SceneAnimatorSetup(
                animator: GradientFadeAnimator(pushing: request.operation.isForward, duration: request.duration ?? 0.6))
        },
        Animator(
            name: "mask",
            summary:
                """
                pushes with the old screen sliding half as far under a shrinking mask, \
                clipping what is covered (seed 004)
                """
        ) { request in
            SceneAnimatorSetup(animator: MaskedPushAnimator(duration: request.duration ?? 1))
        },
        Animator(
            name: "card-flick",
            summary:
                """
                UIKit Dynamics: a card dragged on an attachment to the finger is flung with the pan's velocity, \
                falls onto the bottom edge and fades away; let go early and it snaps back
                """
        ) { _ in
            let transition = FlickCardTransition(tilts: true)
            return SceneAnimatorSetup(
                animator: transition, modalPresentationStyle: .custom,
                presentationController: { presented, presenting in
                    CardPresentationController(
                        presentedViewController: presented, presenting: presenting,
                        cardFrame: { $0.insetBy(dx: 30, dy: $0.height * 0.2) })
                }, interaction: transition)
        },
        Animator(
            name: "sheet-snap",
            summary:
                """
                UIKit Dynamics: a sheet over the lower two thirds follows the finger on an attachment; \
                let go early and a snap behaviour brings it back, pulled further it is flung away
                """
        ) { _ in
            let transition = FlickCardTransition(tilts: false)
            return SceneAnimatorSetup(
                animator: transition, modalPresentationStyle: .custom,
                presentationController: { presented, presenting in
                    CardPresentationController(
                        presentedViewController: presented, presenting: presenting,
                        cardFrame: CardPresentationController.lowerTwoThirds)
                }, interaction: transition)
        },
        Animator(
            name: "menu-swing",
            summary:
                """
                UIKit Dynamics: a menu card drops from above on a springy attachment at its top edge and \
                swings to rest under gravity; dismissal lets it fall
                """
        ) { request in
            SceneAnimatorSetup(
                animator: SwingingMenuAnimator(presenting: request.operation.isForward),
                modalPresentationStyle: .custom,
                presentationController: { presented, presenting in
                    CardPresentationController(
                        presentedViewController: presented, presenting: presenting,
                        cardFrame: { CGRect(x: 24, y: 70, width: $0.width - 48, height: 380) })
                })
        },
        Animator(
            name: "grid-zoom",
            summary:
                """
                flies the selected collection-view cell's photo to the viewer and back, \
                hiding the cell during the flight
                """
        ) { request in
            SceneAnimatorSetup(
                animator: GridZoomAnimator(opening: request.operation.isForward, duration: request.duration ?? 0.45))
        },
        Animator(
            name: "grid-to-list",
            summary: "changes a collection view's layout to the next screen's, animated (layout-to-layout push)"
        ) { _ in
            SceneAnimatorSetup(animator: GridToListAnimator())
        },
    ]

    var animatorNames: [String] { Self.all.map(\.name).sorted() }

    func animator(named name: String, for request: SceneAnimatorRequest) -> SceneAnimatorSetup? {
        Self.all.first { $0.name == name }?.make(request)
    }
}

extension SceneOperation {
    /// Push, present and tab selection move forward; pop and dismiss go back.
    var isForward: Bool {
        switch self {
        case .push, .present, .selectTab: true
        case .pop, .dismiss: false
        }
    }
}
