import Flipbook

/// Scene controls at run time: the UIKit control a ``SceneControl`` makes, and ``SceneControlAction``s applied as
/// an app's code changes its controls.
@MainActor
enum SceneControls {
    /// How long a segmented control's selection slides when an action moves it (as a tap slides it).
    static let segmentSlideSeconds = 0.25

    /// The control `control` describes, in its initial state.
    static func makeView(_ control: SceneControl) -> UIView {
        switch control {
        case .segmented(let segments, let selected):
            let view = UISegmentedControl(items: segments)
            view.selectedSegmentIndex = selected
            return view
        case .slider(let value):
            let view = UISlider()
            view.value = Float(value)
            return view
        case .progress(let progress):
            let view = UIProgressView(progressViewStyle: .default)
            view.progress = Float(progress)
            return view
        case .activity(let isAnimating):
            let view = UIActivityIndicatorView(style: .medium)
            if isAnimating { view.startAnimating() }
            return view
        }
    }

    /// Applies `action` to `view` (which the scene's checks made the right kind of control) as app code does:
    /// `setOn(_:animated:)`, the selected segment inside an animation block, `setValue(_:animated:)`,
    /// `setProgress(_:animated:)`, `startAnimating()` / `stopAnimating()`. Returns false for a view of another kind.
    @discardableResult
    static func apply(_ action: SceneControlAction, to view: UIView) -> Bool {
        switch (action.change, view) {
        case (.on(let isOn), let toggle as UISwitch):
            toggle.setOn(isOn, animated: action.animated)
        case (.selected(let index), let segmented as UISegmentedControl):
            if action.animated {
                UIView.animate(withDuration: segmentSlideSeconds, delay: 0, options: [.curveEaseInOut]) {
                    segmented.selectedSegmentIndex = index
                }
            } else {
                segmented.selectedSegmentIndex = index
            }
        case (.value(let value), let slider as UISlider):
            slider.setValue(Float(value), animated: action.animated)
        case (.progress(let progress), let bar as UIProgressView):
            bar.setProgress(Float(progress), animated: action.animated)
        case (.animating(let spins), let spinner as UIActivityIndicatorView):
            if spins { spinner.startAnimating() } else { spinner.stopAnimating() }
        default:
            return false
        }
        return true
    }
}
