import Foundation

extension UIView {
    /// Ends a container controller's (navigation, tab bar) transition in this view, its transition view,
    /// without animation: the view on screen afterwards — `toView` when `completed`, else `fromView` — stays
    /// or is put back at `frame`, and the other one is taken out.
    func settleContainerTransition(from fromView: UIView, to toView: UIView, completed: Bool, frame: CGRect) {
        let (shown, hidden) = completed ? (toView, fromView) : (fromView, toView)
        UIView.performWithoutAnimation {
            if hidden.superview === self { hidden.removeFromSuperview() }
            if shown.superview !== self {
                addSubview(shown)
                shown.frame = frame
            }
        }
    }
}
