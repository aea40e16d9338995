import Foundation

extension UIViewController {
    /// How a view controller comes on screen when it is presented or pushed, set as its
    /// `preferredTransition` (iOS 18): the zoom out of a source view, or one of the modal transition styles.
    ///
    /// ```swift
    /// detail.preferredTransition = .zoom { context in
    ///     let detail = context.zoomedViewController as! PhotoViewController
    ///     return grid.cell(showing: detail.photo)
    /// }
    /// navigationController?.pushViewController(detail, animated: true)
    /// ```
    @preconcurrency @MainActor
    public final class Transition: NSObject {
        /// What the transition does.
        enum Kind {
            /// Zooms out of (and back into) the view the provider returns.
            case zoom(options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
            /// One of the modal transition styles (presentations only).
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind

        /// The zoom's pending interactive dismissal, handed to the next dismissal or pop it starts.
        var pendingInteraction: ZoomDismissInteraction?
        /// The pan that dismisses the zoomed view controller, while it is zoomed in (its view owns it; held
        /// strongly here, the pan's interaction would keep the transition and the pan alive in a cycle).
        weak var dismissGesture: UIPanGestureRecognizer?
        /// The pinch that dismisses the zoomed view controller, while it is zoomed in (held weakly, as the pan).
        weak var dismissPinch: UIPinchGestureRecognizer?

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// A zoom from the view `sourceViewProvider` returns: the zoomed view controller's view grows out of
        /// it and shrinks back into it (the provider is asked again then, so it may name another view).
        /// A provider that returns nil makes the view cross-fade instead.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            Self(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
        }

        /// The new view slides up from the bottom of the screen (presentations).
        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        /// The views cross-fade (presentations).
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        /// The screen flips around its vertical axis (presentations).
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        /// The presenter's view curls up like a page, revealing the new view (presentations).
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// The zoom's options, when the transition is a zoom.
        var zoomOptions: ZoomOptions? {
            if case .zoom(let options, _) = kind { return options }
            return nil
        }

        /// Whether the transition is a zoom.
        var isZoom: Bool {
            if case .zoom = kind { return true }
            return false
        }

        /// Asks the provider for the source view of a zoom between `source` and `zoomed`.
        func sourceView(source: UIViewController, zoomed: UIViewController) -> UIView? {
            guard case .zoom(_, let provider) = kind else { return nil }
            return provider(ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed))
        }
    }
}
