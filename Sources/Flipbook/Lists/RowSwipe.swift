import Foundation

/// A row that can be swiped sideways to show swipe actions behind its content: a table cell or a list cell.
@MainActor
protocol SwipeRevealingRow: UIView {
    /// The actions the row shows behind its content while swiped (nil: not swiped).
    var swipeActionsView: SwipeActionsView? { get set }
    /// How far the row's content is swiped (negative: to the left, showing trailing actions).
    var swipeOffset: CGFloat { get set }
}

extension SwipeRevealingRow {
    /// Moves everything in the row sideways by the swipe, keeping the actions behind it in place.
    func placeSwipeActions() {
        layer.sublayerTransform = CATransform3DMakeTranslation(swipeOffset, 0, 0)
        guard let swipeActionsView else { return }
        swipeActionsView.frame = CGRect(x: -swipeOffset, y: 0, width: bounds.width, height: bounds.height)
        swipeActionsView.revealed = abs(swipeOffset)
        swipeActionsView.layoutIfNeeded()
    }

    /// Takes the swipe away at once (a row leaving its list or being reused).
    func resetSwipe() {
        UIView.performWithoutAnimation {
            swipeOffset = 0
            swipeActionsView = nil
        }
    }
}

/// The list a ``RowSwipe`` works in: a table view, or a collection view with list sections.
@MainActor
protocol RowSwipeHost: UIView {
    /// The row whose content holds `point` (the host's coordinates).
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The row's view, if it is on screen.
    func swipeView(at row: IndexPath) -> SwipeRevealingRow?
    /// The non-empty actions the row shows on its trailing side (swiped to the left) or leading side.
    func swipeConfiguration(at row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// Whether a swipe may begin now (tables and lists take no swipes while editing).
    var acceptsSwipes: Bool { get }
    /// A swipe revealed the row's actions.
    func swipeDidBeginEditing(at row: IndexPath)
    /// The swipe that revealed a row's actions is over (`row` nil: the row was deleted or reloaded meanwhile).
    func swipeDidEndEditing(at row: IndexPath?)
}

/// Swiping rows sideways to reveal their swipe actions (`UIContextualAction`), as UIKit does in tables and
/// lists: the content follows the finger over the buttons; let go past half the buttons' width and they stay
/// open (a tap on one runs it, a tap elsewhere closes them), past 60% of the row with
/// `performsFirstActionWithFullSwipe` the first action runs. One per host; it is the delegate of its pan.
@MainActor
final class RowSwipe: NSObject, UIGestureRecognizerDelegate {
    /// How long the swipe takes to settle open or closed.
    static let settleDuration: TimeInterval = 0.3
    /// The fraction of the row a full swipe must pass.
    static let fullSwipeFraction: CGFloat = 0.6

    weak var host: RowSwipeHost?
    /// The row whose actions show.
    var row: IndexPath?
    /// The action a finger is down on, performed when it lifts.
    var touchedAction: (UIContextualAction, UIView)?
    /// Where the swiped row's content was when the current swipe began.
    private var startOffset: CGFloat = 0
    /// Whether the row's actions came from a swipe (the host was told `swipeDidBeginEditing`).
    private var beganEditing = false

    /// Adds the pan that swipes rows to `host`.
    func install(on host: RowSwipeHost) {
        self.host = host
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.panChanged(pan) }
        pan.delegate = self
        host.addGestureRecognizer(pan)
    }

    private func panChanged(_ pan: UIPanGestureRecognizer) {
        guard let host else { return }
        let translation = pan.translation(in: host)
        switch pan.state {
        case .began:
            let location = pan.location(in: host)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            guard let row = host.swipeRow(at: start), let view = host.swipeView(at: row) else { return }
            if let swiped = self.row, swiped != row { close(animated: true) }
            if view.swipeActionsView == nil {
                let trailing = translation.x < 0
                guard let configuration = host.swipeConfiguration(at: row, trailing: trailing) else { return }
                UIView.performWithoutAnimation {
                    view.swipeActionsView = SwipeActionsView(configuration: configuration, trailing: trailing)
                }
                beganEditing = true
                host.swipeDidBeginEditing(at: row)
            }
            self.row = row
            startOffset = view.swipeOffset
        case .changed:
            guard let (view, actions) = swipedView() else { return }
            let offset = startOffset + translation.x
            let limit = view.bounds.width
            UIView.performWithoutAnimation {
                view.swipeOffset = actions.trailing ? min(0, max(offset, -limit)) : max(0, min(offset, limit))
            }
        case .ended, .cancelled, .failed:
            guard let (view, actions) = swipedView() else { return }
            let distance = abs(view.swipeOffset)
            let sign: CGFloat = actions.trailing ? -1 : 1
            if pan.state == .ended, actions.configuration.performsFirstActionWithFullSwipe,
                distance > view.bounds.width * Self.fullSwipeFraction, let button = actions.buttons.first
            {
                settle(view, at: sign * view.bounds.width)
                perform(actions.configuration.actions[0], from: button)
            } else if pan.state == .ended, distance > actions.openWidth / 2 {
                settle(view, at: sign * actions.openWidth)
            } else {
                close(animated: true)
            }
        default: break
        }
    }

    private func swipedView() -> (SwipeRevealingRow, SwipeActionsView)? {
        guard let row, let view = host?.swipeView(at: row), let actions = view.swipeActionsView else { return nil }
        return (view, actions)
    }

    private func settle(_ view: SwipeRevealingRow, at offset: CGFloat) {
        UIView.animate(withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut]) {
            view.swipeOffset = offset
        }
    }

    /// Slides `configuration`'s buttons open on `row` without a swipe (a tap on an editing delete control).
    func open(_ configuration: UISwipeActionsConfiguration, trailing: Bool, at row: IndexPath) {
        guard let view = host?.swipeView(at: row) else { return }
        if let swiped = self.row, swiped != row { close(animated: true) }
        let actions = SwipeActionsView(configuration: configuration, trailing: trailing)
        UIView.performWithoutAnimation { view.swipeActionsView = actions }
        self.row = row
        settle(view, at: (trailing ? -1 : 1) * actions.openWidth)
    }

    /// Tells the host, once, that the swipe-to-edit a swipe began is over (`row` nil: the row was deleted or
    /// reloaded while its actions showed).
    func endEditing(at row: IndexPath?) {
        guard beganEditing else { return }
        beganEditing = false
        host?.swipeDidEndEditing(at: row)
    }

    /// Slides the swiped row's content back over its actions, then takes them away.
    func close(animated: Bool) {
        guard let row else { return }
        self.row = nil
        endEditing(at: row)
        guard let view = host?.swipeView(at: row) else { return }
        guard animated else {
            view.resetSwipe()
            return
        }
        UIView.animate(
            withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut],
            animations: { view.swipeOffset = 0 },
            completion: { _ in if view.swipeOffset == 0 { view.resetSwipe() } })
    }

    /// The row's view is leaving the list or being reused: its swipe goes at once (and ends, if it is the
    /// swiped row).
    func forget(_ view: SwipeRevealingRow, at row: IndexPath?) {
        if let row, self.row == row {
            self.row = nil
            endEditing(at: row)
        }
        view.resetSwipe()
    }

    /// Moves the swiped row to its place after an update (nil: it is gone; the swipe ends).
    func remap(_ newRow: (IndexPath) -> IndexPath?) {
        guard let row else { return }
        let moved = newRow(row)
        if moved == nil { endEditing(at: nil) }
        self.row = moved
    }

    /// Runs an action's handler; when it completes, the row's swipe closes (a row the handler deleted is
    /// leaving anyway).
    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in
            MainActor.assumeIsolated { self?.close(animated: true) }
        }
    }

    // MARK: Touches while a row is swiped

    /// A finger down while a row's actions show: on a button it will run that action when it lifts;
    /// anywhere else the actions close. Returns false when no row is swiped.
    func touchBegan(at point: CGPoint) -> Bool {
        guard let row, let host else { return false }
        if let actions = host.swipeView(at: row)?.swipeActionsView,
            let hit = actions.action(at: actions.convert(point, from: host))
        {
            touchedAction = hit
        } else {
            close(animated: true)
        }
        return true
    }

    /// The finger lifted: runs the action it went down on. Returns false when there was none.
    func touchEnded() -> Bool {
        guard let (action, button) = touchedAction else { return false }
        touchedAction = nil
        perform(action, from: button)
        return true
    }

    // MARK: UIGestureRecognizerDelegate

    /// The swipe pan begins only for a sideways drag that starts on a row with swipe actions on that side (or
    /// on the row already swiped).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let host, host.acceptsSwipes, let pan = gestureRecognizer as? UIPanGestureRecognizer else {
            return false
        }
        let moved = pan.translation(in: host)
        guard abs(moved.x) > abs(moved.y) else { return false }
        let location = pan.location(in: host)
        let start = CGPoint(x: location.x - moved.x, y: location.y - moved.y)
        guard let row = host.swipeRow(at: start) else { return false }
        if row == self.row { return true }
        return host.swipeConfiguration(at: row, trailing: moved.x < 0) != nil
    }
}
