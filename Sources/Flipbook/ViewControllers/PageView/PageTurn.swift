import Foundation

/// One page turn of a `UIPageViewController`, from the current pages to their neighbours: the new pages are
/// added as children, the two pages move (scroll) or a page curls over the new one (page curl) as the
/// progress goes from 0 to 1, and the turn settles at 1 (completed) or back at 0 (cancelled), leaving the
/// containment and appearance callbacks as UIKit does. A double-sided turn shows the next controller on the
/// curling page's back; with the spine in the middle the outer page of one half curls over the spine; with the
/// spine at the far edge (`.max`) the curl is the one at the near edge mirrored.
@MainActor
final class PageTurn {
    private unowned let controller: UIPageViewController
    /// The pages before the turn.
    let oldPages: [UIViewController]
    /// The pages after it.
    let newPages: [UIViewController]
    /// Whether the turn goes to the next page.
    let forward: Bool
    private(set) var progress: CGFloat = 0
    private var scrubber: LayerScrubber?
    private var drive: ProgressDrive?
    private var onScreen = false
    /// The view whose layer curls (the page host, or a half of it with the spine in the middle).
    private var curlView: UIView?
    private static let curlKey = "UIPageViewController.pageCurl"

    init(
        controller: UIPageViewController, from old: [UIViewController], to new: [UIViewController], forward: Bool
    ) {
        self.controller = controller
        oldPages = old
        newPages = new
        self.forward = forward
    }

    /// The page that scrolls or curls away, and the one it uncovers (the first of each, except with the
    /// spine in the middle going forward, where the right page turns).
    var old: UIViewController { oldPages[turningIndex] }
    private var new: UIViewController { newPages[min(turningIndex, newPages.count - 1)] }
    private var turningIndex: Int { isMidSpine && forward ? min(1, oldPages.count - 1) : 0 }
    /// What the back of the curling page shows: the new page beside the spine (spine in the middle), or the
    /// back given with the new front (double-sided at the edge); nil for single-sided pages.
    private var back: UIViewController? {
        guard controller.transitionStyle == .pageCurl, controller.isDoubleSided, newPages.count == 2 else {
            return nil
        }
        return isMidSpine ? newPages[forward ? 0 : 1] : newPages[1]
    }
    private var isMidSpine: Bool { controller.spineLocation == .mid }

    private var host: UIView { controller.pageHost }
    private var isHorizontal: Bool { controller.navigationOrientation == .horizontal }
    /// How far a scroll page travels: its length along the axis plus the spacing.
    private var travel: CGFloat {
        (isHorizontal ? host.bounds.width : host.bounds.height) + controller.interPageSpacing
    }

    /// The pages on screen among `pages`.
    private func shown(_ pages: [UIViewController]) -> [UIViewController] {
        isMidSpine ? pages : Array(pages.prefix(1))
    }

    private static func excluding(_ pages: [UIViewController], _ others: [UIViewController]) -> [UIViewController] {
        pages.filter { page in !others.contains { $0 === page } }
    }

    /// Adds the new pages and starts the turn at progress 0.
    func begin(animated: Bool) {
        onScreen = controller.isAppearingOrAppeared
        for page in Self.excluding(newPages, oldPages) { controller.attachChild(page) }
        if onScreen {
            for page in Self.excluding(shown(newPages), shown(oldPages)) {
                page.applyBeginAppearance(true, animated: animated)
            }
            for page in Self.excluding(shown(oldPages), shown(newPages)) {
                page.applyBeginAppearance(false, animated: animated)
            }
        }
        if controller.transitionStyle == .pageCurl {
            beginCurl()
        } else {
            let newView: UIView = new.view
            UIView.performWithoutAnimation {
                newView.frame = host.bounds
                newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                host.addSubview(newView)
            }
        }
        set(progress: 0)
    }

    /// Puts a page curl on the turning page's place: the whole host, or (spine in the middle) a half of it
    /// that does not clip, above the other half, so the curling page can cross the spine.
    private func beginCurl() {
        let view: UIView
        let frame: CGRect
        if isMidSpine {
            frame = controller.pageFrame(at: forward ? 1 : 0)
            view = UIView(frame: frame)
            UIView.performWithoutAnimation {
                host.addSubview(view)
                let oldView: UIView = old.view
                oldView.autoresizingMask = []
                oldView.frame = view.bounds
                view.addSubview(oldView)
            }
        } else {
            view = host
            frame = host.bounds
        }
        curlView = view
        let newView: UIView = new.view
        UIView.performWithoutAnimation {
            newView.frame = CGRect(origin: .zero, size: frame.size)
            newView.autoresizingMask = isMidSpine ? [] : [.flexibleWidth, .flexibleHeight]
            if let backView = back?.view {
                backView.frame = CGRect(origin: .zero, size: frame.size)
                backView.layoutIfNeeded()
            }
        }
        let scrubber = LayerScrubber(duration: PageMetrics.curlDuration)
        scrubber.add(view.layer)
        self.scrubber = scrubber
        let curl = CATransition()
        // With the spine in the middle the outer page of either half curls over; at the edge a forward turn
        // curls the page away and a backward one uncurls the previous page over it. The free edge is the one
        // away from the spine: the right (bottom) one with the spine at .min, the left (top) one, mirrored, at
        // .max; in the middle, the right half's right edge going forward and the left half's left edge back.
        curl.type = forward || isMidSpine ? .pageCurl : .pageUnCurl
        let freeEdgeIsFar = isMidSpine ? forward : controller.spineLocation != .max
        if freeEdgeIsFar {
            curl.subtype = isHorizontal ? .fromRight : .fromBottom
        } else {
            curl.subtype = isHorizontal ? .fromLeft : .fromTop
        }
        curl.duration = PageMetrics.curlDuration
        curl.fillMode = .forwards
        curl.isRemovedOnCompletion = false
        curl.backSideLayer = back?.view.layer
        // Over a spine in the middle the page ends flat on the other half (not curled away off the layer).
        curl.landsPageFlat = isMidSpine
        view.layer.add(curl, forKey: Self.curlKey)
        UIView.performWithoutAnimation {
            old.viewIfLoaded?.removeFromSuperview()
            view.addSubview(newView)
        }
    }

    /// Shows the turn `progress` (0…1) of the way.
    func set(progress: CGFloat) {
        self.progress = min(max(progress, 0), 1)
        if let scrubber {
            scrubber.setFraction(self.progress)
            return
        }
        let sign: CGFloat = forward ? -1 : 1
        UIView.performWithoutAnimation { placeScrollPages(offset: sign * self.progress * travel) }
    }

    /// Puts the old page `offset` points along the axis from its resting place, and the new page beside it.
    private func placeScrollPages(offset: CGFloat) {
        let sign: CGFloat = forward ? 1 : -1
        let oldOrigin = offset
        let newOrigin = offset + sign * travel
        old.viewIfLoaded?.frame = host.bounds.offsetBy(
            dx: isHorizontal ? oldOrigin : 0, dy: isHorizontal ? 0 : oldOrigin)
        new.viewIfLoaded?.frame = host.bounds.offsetBy(
            dx: isHorizontal ? newOrigin : 0, dy: isHorizontal ? 0 : newOrigin)
    }

    /// Plays the rest of the turn to its end (`completing`) or back to its start, then ends it and calls
    /// `then`. `velocity` is the finger's speed along the axis towards the end, points per second.
    func settle(completing: Bool, velocity: CGFloat, then: @escaping () -> Void) {
        let target: CGFloat = completing ? 1 : 0
        if scrubber != nil {
            let drive = ProgressDrive(
                from: progress, to: target, duration: Double(abs(target - progress)) * PageMetrics.curlDuration,
                curve: .easeOut,
                step: { [weak self] value in self?.set(progress: value) },
                done: { [weak self] in
                    self?.end(completed: completing)
                    then()
                })
            self.drive = drive
            drive.start()
            return
        }
        let sign: CGFloat = forward ? -1 : 1
        let distance = (target - progress) * travel
        let speed = distance != 0 ? velocity / distance : 0
        let end = sign * target * travel
        progress = target
        UIView.animate(
            withDuration: PageMetrics.scrollSettleDuration, delay: 0, usingSpringWithDamping: 1,
            initialSpringVelocity: speed.isFinite ? max(speed, 0) : 0, options: [.allowUserInteraction],
            animations: { self.placeScrollPages(offset: end) },
            completion: { _ in
                self.end(completed: completing)
                then()
            })
    }

    /// Ends the turn: the pages left on screen stay at rest, the others go, and the callbacks run.
    private func end(completed: Bool) {
        drive = nil
        if let scrubber, let curlView {
            curlView.layer.removeAnimation(forKey: Self.curlKey)
            scrubber.restore()
            self.scrubber = nil
            if curlView !== host {
                UIView.performWithoutAnimation {
                    for page in oldPages + newPages where page.viewIfLoaded?.superview === curlView {
                        page.viewIfLoaded?.removeFromSuperview()
                    }
                    curlView.removeFromSuperview()
                }
            }
        }
        curlView = nil
        let (kept, other) = completed ? (newPages, oldPages) : (oldPages, newPages)
        let gone = Self.excluding(other, kept)
        UIView.performWithoutAnimation {
            for page in gone { page.viewIfLoaded?.removeFromSuperview() }
        }
        for page in gone { page.willMove(toParent: nil) }
        for page in gone { page.detachFromParent() }
        controller.pages = kept
        UIView.performWithoutAnimation { controller.placePages() }
        if completed {
            for page in Self.excluding(newPages, oldPages) { page.didMove(toParent: controller) }
            if onScreen {
                for page in Self.excluding(shown(oldPages), shown(newPages)) { page.applyEndAppearance() }
                for page in Self.excluding(shown(newPages), shown(oldPages)) { page.applyEndAppearance() }
            }
        } else if onScreen {
            for page in Self.excluding(shown(newPages), shown(oldPages)) {
                page.applyBeginAppearance(false, animated: true)
                page.applyEndAppearance()
            }
            for page in Self.excluding(shown(oldPages), shown(newPages)) {
                page.applyBeginAppearance(true, animated: true)
                page.applyEndAppearance()
            }
        }
        controller.turn = nil
    }
}
