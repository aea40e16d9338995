import FlipbookScenes

extension SceneController {
    /// This controller with `presentationStyle` set to `style`: the catalog names every presented controller's
    /// style, so its pictures do not depend on the default (`.automatic`, a page sheet since iOS 13). The seeds
    /// were written for iOS 7, whose presentations covered the screen (`.fullScreen`).
    func presented(_ style: ScenePresentationStyle) -> SceneController {
        var controller = self
        controller.presentationStyle = style
        return controller
    }
}
