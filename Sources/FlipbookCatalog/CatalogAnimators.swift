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
