/// The `CATransition` types and subtypes a scene can name, spelled as Core Animation spells them.
public enum SceneCATransitionNames {
    /// The public types (`kCATransitionFade` …) followed by the private ones the seeds use.
    public static let types = [
        "fade", "moveIn", "push", "reveal",
        "cube", "oglFlip", "pageCurl", "pageUnCurl", "rippleEffect", "suckEffect",
        "cameraIrisHollowOpen", "cameraIrisHollowClose",
    ]
    /// The directions (`kCATransitionFromRight` …).
    public static let subtypes = ["fromRight", "fromLeft", "fromTop", "fromBottom"]
}
