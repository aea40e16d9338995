import Foundation

/// The presentation controller UIKit uses for the built-in styles: `.fullScreen` and `.currentContext`
/// remove the presenter's view when the presentation ends; `.overFullScreen` and `.overCurrentContext`
/// keep it (and `view(forKey:)` is `nil` for it); the contextual styles cover only the context's view.
@MainActor
final class SystemPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var shouldPresentInFullscreen: Bool { !style.isContextual }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
}
