import Foundation

extension UIButton {
    /// A button of `buttonType` that runs `primaryAction` when tapped, titled with the action's title (UIKit's
    /// `UIButton(type:primaryAction:)`).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A custom-type button with a frame that runs `primaryAction` when tapped (UIKit's
    /// `UIButton(frame:primaryAction:)`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// A button drawn from `configuration` that runs `primaryAction` when tapped (UIKit's
    /// `UIButton(configuration:primaryAction:)`); the configuration's title wins over the action's.
    public convenience init(configuration: Configuration, primaryAction: UIAction?) {
        self.init(configuration: configuration)
        adopt(primaryAction)
    }

    /// Takes the action's title and runs it for `.primaryActionTriggered`, as UIKit does.
    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        if configuration == nil, !action.title.isEmpty { setTitle(action.title, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }
}
