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
        Animator(name: "corner", summary: "slides the presented screen in from the bottom-right corner (seed 000)") { request in
            SceneAnimatorSetup(animator: CornerAnimator(presenting: request.operation.isForward,
                                                        duration: request.duration ?? 1.5))
        },
        Animator(name: "basic", summary: "slides the pushed screen in from the bottom-right corner, back out on pop (seed 001)") { request in
            SceneAnimatorSetup(animator: SlideFromCornerAnimator(duration: request.duration ?? 0.5))
        },
        Animator(name: "kugou", summary: "swings the screen up into place about a pivot far below it, Kugou-style (seed 001)") { request in
            SceneAnimatorSetup(animator: SwingAnimator(pushing: request.operation.isForward, duration: request.duration ?? 0.4))
        },
        Animator(name: "wechat", summary: "flies the tapped photo to the viewer with a spring over a fading black backdrop, WeChat-style (seed 001)") { request in
            var damping: CGFloat = 0.7, velocity: CGFloat = 0.3
            if case .spring(let d, let v)? = request.timing { damping = CGFloat(d); velocity = CGFloat(v) }
            return SceneAnimatorSetup(animator: PhotoZoomAnimator(opening: request.operation.isForward, duration: request.duration ?? 0.5,
                                                                  damping: damping, velocity: velocity))
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
