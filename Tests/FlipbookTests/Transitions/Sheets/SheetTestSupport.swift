import Flipbook
import Foundation

/// Logs every call a presentation controller makes on its delegate.
@MainActor
final class LoggingSheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismiss = true
    var adaptation: UIModalPresentationStyle = .none

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        calls.append("adaptivePresentationStyle")
        return adaptation
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
}

/// A list-like screen: a bar and coloured rows, so that shrinking and dimming show.
@MainActor
func makeListController(_ color: UIColor, rows: Int = 12) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    bar.backgroundColor = color
    controller.view.addSubview(bar)
    for row in 0..<rows {
        let cell = UIView(frame: CGRect(x: 16, y: 112 + CGFloat(row) * 60, width: 358, height: 48))
        cell.backgroundColor = row.isMultiple(of: 2) ? .systemGray5 : .systemGray6
        cell.layer.cornerRadius = 8
        controller.view.addSubview(cell)
    }
    return controller
}

/// A sheet's content: a header strip and a body colour.
@MainActor
func makeSheetController(_ color: UIColor) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemGray6
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    header.backgroundColor = color
    header.autoresizingMask = [.flexibleWidth]
    controller.view.addSubview(header)
    return controller
}
