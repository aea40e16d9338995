import FlipbookScenes

/// The built-in demos — at least one per seed article, every CATransition type and subtype, and UIKit's
/// default transitions — and the custom animators scenes can name.
///
/// ```swift
/// let scene = try Catalog.entry(named: "push-kugou")!.scene()
/// let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
/// ```
public enum Catalog {
    /// Every entry, sorted by name.
    public static let entries: [CatalogEntry] = {
        let all =
            SystemEntries.all + CornerEntries.all + NavigationEntries.all + GestureEntries.all + TabAndScaleEntries.all
            + CATransitionEntries.all + EffectEntries.all + SheetEntries.all + DynamicsEntries.all
            + CollectionViewEntries.all + ListEntries.all + ControlEntries.all + ZoomEntries.all + PageEntries.all
            + PopoverEntries.all
        return all.sorted { $0.name < $1.name }
    }()

    /// The entry called `name`, if there is one.
    public static func entry(named name: String) -> CatalogEntry? {
        entries.first { $0.name == name }
    }

    /// The custom animators, by the names scene files use (`animator: corner`).
    @MainActor public static var animators: any SceneAnimatorSource { CatalogAnimators() }

    /// The one-line description of the custom animator `name`, if there is one.
    @MainActor public static func animatorSummary(_ name: String) -> String? {
        CatalogAnimators.all.first { $0.name == name }?.summary
    }

    /// The catalog's standard screen: 390 × 844 points at 2×, 60 fps.
    static let screen = SceneScreen(width: 390, height: 844, scale: 2)
}
