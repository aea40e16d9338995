import Flipbook

/// A sheet whose content scrolls and that is dismissed by pulling the content down past its top, as
/// bottom-sheet libraries do: the scroll view's own pan drives the dismissal once the content is at its
/// top and the finger keeps pulling down, and the content stays pinned at its top while the sheet
/// follows the finger. Letting go past a third of the sheet (or with a fast flick) dismisses it;
/// otherwise the sheet springs back and the content scrolls again.
final class ScrollDismissInteraction: UIPercentDrivenInteractiveTransition, UIScrollViewDelegate {
    private(set) var isInteracting = false
    private weak var scrollView: UIScrollView?
    private weak var presentedController: UIViewController?
    /// The finger's vertical translation and the content offset at the last pan callback.
    private var lastTranslation: CGFloat = 0
    private var lastOffset: CGFloat = 0
    /// The translation at which the content reached its top and the sheet started to follow.
    private var dismissalStart: CGFloat = 0

    init(scrollView: UIScrollView, presentedController: UIViewController) {
        self.scrollView = scrollView
        self.presentedController = presentedController
        super.init()
        scrollView.delegate = self
        scrollView.panGestureRecognizer.addTarget(self, action: Self.handlePan)
    }

    /// The content offset at which the content is scrolled to its top.
    private var topOffset: CGFloat {
        -(scrollView?.adjustedContentInset.top ?? 0)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // While the sheet follows the finger, the content does not scroll.
        if isInteracting, scrollView.contentOffset.y != topOffset {
            scrollView.contentOffset.y = topOffset
        }
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let scrollView, let sheet = presentedController?.view else { return }
        let translation = pan.translation(in: sheet).y
        defer {
            lastTranslation = translation
            lastOffset = scrollView.contentOffset.y
        }
        switch pan.state {
        case .began:
            lastTranslation = translation
        case .changed:
            if isInteracting {
                update(progress(at: translation, in: sheet))
            } else if scrollView.contentOffset.y <= topOffset, translation > lastTranslation {
                isInteracting = true
                // The part of this step that scrolled the content to its top does not move the sheet.
                dismissalStart = lastTranslation + max(0, lastOffset - topOffset)
                scrollView.contentOffset.y = topOffset
                presentedController?.dismiss(animated: true)
                update(progress(at: translation, in: sheet))
            }
        case .ended:
            guard isInteracting else { return }
            isInteracting = false
            let flick = pan.velocity(in: sheet).y > 1000
            if progress(at: translation, in: sheet) > 0.33 || flick { finish() } else { cancel() }
        case .cancelled, .failed:
            guard isInteracting else { return }
            isInteracting = false
            cancel()
        default:
            break
        }
    }

    private func progress(at translation: CGFloat, in sheet: UIView) -> CGFloat {
        max(0, min(1, (translation - dismissalStart) / max(sheet.bounds.height, 1)))
    }
}

/// A list in a sheet: a scroll view filling the sheet, its content a column of coloured rows.
final class ScrollingSheetViewController: UIViewController {
    let scrollView = UIScrollView()
    var rowCount = 8
    /// Kept by the controller, as `transitioningDelegate` is weak.
    let sheetTransition = ScrollDismissSheetTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        for index in 0..<rowCount {
            let row = UIView(
                frame: CGRect(x: 12, y: 12 + CGFloat(index) * 56, width: view.bounds.width - 24, height: 48))
            row.autoresizingMask = [.flexibleWidth]
            row.backgroundColor = colors[index % colors.count]
            row.layer.cornerRadius = 8
            scrollView.addSubview(row)
        }
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: 12 + CGFloat(rowCount) * 56)
    }
}

/// Presents a sheet with the bottom sheet's presentation controller and animator, dismissed by
/// ``ScrollDismissInteraction`` when the finger pulls the content past its top.
final class ScrollDismissSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var sheetHeight: CGFloat = 240
    var dismissInteraction: ScrollDismissInteraction?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        BottomSheetPresentationController(
            presentedViewController: presented, presenting: presenting, sheetHeight: sheetHeight)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let interaction = dismissInteraction, interaction.isInteracting else { return nil }
        return interaction
    }
}
