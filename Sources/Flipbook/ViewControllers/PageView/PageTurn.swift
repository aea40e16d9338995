import Foundation

/// One page turn of a `UIPageViewController`, from the current page to its neighbour: the new page is
/// added as a child, the two pages move (scroll) or the old one curls over the new one (page curl) as
/// the progress goes from 0 to 1, and the turn settles at 1 (completed) or back at 0 (cancelled), leaving
/// the containment and appearance callbacks as UIKit does.
@MainActor
final class PageTurn {
    private unowned let controller: UIPageViewController
    let old: UIViewController
    let new: UIViewController
    /// Whether the turn goes to the next page.
    let forward: Bool
    private(set) var progress: CGFloat = 0
    private var scrubber: LayerScrubber?
    private var drive: ProgressDrive?
    private var onScreen = false
    private static let curlKey = "UIPageViewController.pageCurl"

    init(controller: UIPageViewController, from old: UIViewController, to new: UIViewController, forward: Bool) {
        self.controller = controller
        self.old = old
        self.new = new
        self.forward = forward
    }

    private var host: UIView { controller.pageHost }
    private var isHorizontal: Bool { controller.navigationOrientation == .horizontal }
    /// How far a scroll page travels: its length along the axis plus the spacing.
    private var travel: CGFloat {
        (isHorizontal ? host.bounds.width : host.bounds.height) + controller.interPageSpacing
    }

    /// Adds the new page and starts the turn at progress 0.
    func begin(animated: Bool) {
        onScreen = controller.isAppearingOrAppeared
        controller.attachChild(new)
        if onScreen {
            new.applyBeginAppearance(true, animated: animated)
            old.applyBeginAppearance(false, animated: animated)
        }
        let newView: UIView = new.view
        UIView.performWithoutAnimation {
            newView.frame = host.bounds
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        if controller.transitionStyle == .pageCurl {
            let scrubber = LayerScrubber(duration: PageMetrics.curlDuration)
            scrubber.add(host.layer)
            self.scrubber = scrubber
            let curl = CATransition()
            curl.type = forward ? .pageCurl : .pageUnCurl
            curl.subtype = isHorizontal ? .fromRight : .fromBottom
            curl.duration = PageMetrics.curlDuration
            curl.fillMode = .forwards
            curl.isRemovedOnCompletion = false
            host.layer.add(curl, forKey: Self.curlKey)
            UIView.performWithoutAnimation {
                old.viewIfLoaded?.removeFromSuperview()
                host.addSubview(newView)
            }
        } else {
            UIView.performWithoutAnimation { host.addSubview(newView) }
        }
        set(progress: 0)
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

    /// Ends the turn: the page left on screen stays at rest, the other one goes, and the callbacks run.
    private func end(completed: Bool) {
        drive = nil
        if let scrubber {
            host.layer.removeAnimation(forKey: Self.curlKey)
            scrubber.restore()
            self.scrubber = nil
        }
        let (shown, gone) = completed ? (new, old) : (old, new)
        UIView.performWithoutAnimation {
            gone.viewIfLoaded?.removeFromSuperview()
            let shownView: UIView = shown.view
            if shownView.superview !== host { host.addSubview(shownView) }
            shownView.frame = host.bounds
        }
        if completed {
            old.willMove(toParent: nil)
            old.detachFromParent()
            new.didMove(toParent: controller)
            controller.pages = [new]
            if onScreen {
                old.applyEndAppearance()
                new.applyEndAppearance()
            }
        } else {
            new.willMove(toParent: nil)
            new.detachFromParent()
            if onScreen {
                new.applyBeginAppearance(false, animated: true)
                new.applyEndAppearance()
                old.applyBeginAppearance(true, animated: true)
                old.applyEndAppearance()
            }
        }
        controller.turn = nil
    }
}
