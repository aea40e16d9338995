import Foundation

/// A finger resting on a row: after ``UITableView/contextMenuPressDuration`` without moving off it or scrolling,
/// the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)` is asked; a configuration ends the
/// row's highlight (the lift selects nothing) and shows its menu over the window (see ContextMenuView.swift).
extension UITableView {
    /// How long a finger rests on a row before its context menu opens (UIKit's long-press default; iOS's
    /// Haptic Touch menus open at about this time).
    static let contextMenuPressDuration: TimeInterval = 0.5
    /// How far the finger may wander before the press no longer counts.
    static let contextMenuAllowableMovement: CGFloat = 10

    /// A finger went down on the table: waits for it to rest on a row (not while editing).
    func contextMenuTouchBegan(_ touch: UITouch) {
        cancelContextMenuPress()
        guard !isEditing, tableDelegate != nil, window != nil else { return }
        let point = touch.location(in: self)
        guard let indexPath = indexPathForRow(at: point) else { return }
        let token = VirtualClock.shared.schedule(after: Self.contextMenuPressDuration) { [weak self, weak touch] in
            guard let self, let touch else { return }
            self.contextMenuPress = nil
            self.pressRested(touch, on: indexPath)
        }
        contextMenuPress = ContextMenuPress(token: token, start: point)
    }

    /// The finger moved: the press no longer counts once it wandered off or the table scrolls.
    func contextMenuTouchMoved(_ touch: UITouch) {
        guard let press = contextMenuPress else { return }
        let point = touch.location(in: self)
        let moved = hypot(point.x - press.start.x, point.y - press.start.y)
        if isDragging || moved > Self.contextMenuAllowableMovement { cancelContextMenuPress() }
    }

    /// The finger lifted or was cancelled before the menu opened.
    func cancelContextMenuPress() {
        guard let press = contextMenuPress else { return }
        VirtualClock.shared.cancel(press.token)
        contextMenuPress = nil
    }

    private func pressRested(_ touch: UITouch, on indexPath: IndexPath) {
        guard touch.phase != .ended, touch.phase != .cancelled, !isDragging, layout.contains(indexPath),
            let window
        else { return }
        let point = touch.location(in: self)
        guard
            let configuration = tableDelegate?.tableView(
                self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return }
        if let row = touchedRow {
            touchedRow = nil
            visibleCellsByRow[row]?.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: row)
        }
        let menu = configuration.actionProvider?([])
        guard let preview = contextMenuPreview(configuration, row: indexPath, in: window) else { return }
        contextMenuView?.removeFromSuperview()
        let view = ContextMenuView(menu: menu, preview: preview, in: window) { [weak self] in
            self?.contextMenuView = nil
        }
        contextMenuView = view
        window.addSubview(view)
        view.show()
    }

    /// The preview controller's view (sized to its `preferredContentSize`, else the row's width and 60% of the
    /// window's height), else a snapshot of the row's cell, framed in window coordinates over the row.
    private func contextMenuPreview(_ configuration: UIContextMenuConfiguration, row: IndexPath, in window: UIWindow)
        -> UIView?
    {
        let rowFrame = convert(rectForRow(at: row), to: window)
        if let controller = configuration.previewProvider?() {
            let wanted = controller.preferredContentSize
            let width = wanted.width > 0 ? wanted.width : rowFrame.width
            let height = wanted.height > 0 ? wanted.height : (window.bounds.height * 0.6).rounded()
            let view = controller.view!
            view.frame = CGRect(x: rowFrame.minX, y: rowFrame.minY, width: width, height: height)
            view.layoutIfNeeded()
            return view
        }
        guard let cell = visibleCellsByRow[row] else { return nil }
        // The lifted row is drawn without its separator and square (the preview rounds its own corners).
        let separatorHidden = cell.separatorLine.isHidden
        let corners = cell.groupedCorners
        cell.separatorLine.isHidden = true
        cell.groupedCorners = []
        let snapshot = cell.snapshotView(afterScreenUpdates: false)
        cell.separatorLine.isHidden = separatorHidden
        cell.groupedCorners = corners
        guard let snapshot else { return nil }
        snapshot.frame = rowFrame
        return snapshot
    }
}

/// A finger waiting to rest long enough on a row.
struct ContextMenuPress {
    let token: VirtualClock.Token
    let start: CGPoint
}
