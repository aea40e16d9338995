/// `popover:` of a controller presented with `presentationStyle: popover`: what it points at, where its arrow
/// may point, its size, and whether it adapts to a sheet on iPhone (UIKit's default) or shows as a popover.
public struct ScenePopover: Sendable, Equatable {
    /// What the popover points at.
    public enum Source: Sendable, Equatable {
        /// The view with this `id` in the presenting controller (the top of a navigation stack).
        case view(String)
        /// The presenting controller's `rightBarButton`.
        case rightBarButton
    }

    /// What the popover points at (`source:`).
    public var source: Source
    /// The permitted arrow directions (`arrows:`); empty: any.
    public var arrows: [SceneArrowDirection] = []
    /// The presented controller's `preferredContentSize` (`size: [width, height]`); `nil`: UIKit's default.
    public var size: (width: Double, height: Double)?
    /// Whether the popover adapts to a sheet on iPhone (`adapts:`, default `true`, as UIKit); `false` answers
    /// `.none` from the presentation controller's delegate, so it shows as a popover.
    public var adapts = true

    /// A popover pointing at `source`.
    public init(source: Source) {
        self.source = source
    }

    /// Whether two popovers have the same source, arrows, size and adaptation.
    public static func == (lhs: ScenePopover, rhs: ScenePopover) -> Bool {
        lhs.source == rhs.source && lhs.arrows == rhs.arrows && lhs.adapts == rhs.adapts
            && lhs.size?.width == rhs.size?.width && lhs.size?.height == rhs.size?.height
    }
}

/// A popover arrow direction, as UIKit's `UIPopoverArrowDirection` (where the arrow points).
public enum SceneArrowDirection: String, Sendable, CaseIterable {
    /// Points up: the popover is below its source.
    case up
    /// Points down: the popover is above its source.
    case down
    /// Points left: the popover is to the right of its source.
    case left
    /// Points right: the popover is to the left of its source.
    case right
}

/// A system bar button item a controller shows at the right of its navigation bar (`rightBarButton:`), by
/// UIKit's `UIBarButtonItem.SystemItem` name.
public enum SceneBarButton: String, Sendable, CaseIterable {
    /// The share / action glyph.
    case action
    /// The plus glyph.
    case add
    /// The compose glyph.
    case compose
    /// The bookmarks glyph.
    case bookmarks
    /// The search glyph.
    case search
    /// The organize (folder) glyph.
    case organize
    /// "Edit".
    case edit
    /// "Done".
    case done
}
