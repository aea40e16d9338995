/// A view that scrolls (`UIScrollView`): its subviews are the content, `contentSize` points large, shown from
/// `contentOffset`, and optionally a scripted finger that drags the content.
public struct SceneScroll: Sendable, Hashable {
    /// The content's width in points.
    public var contentWidth: Double
    /// The content's height in points.
    public var contentHeight: Double
    /// The content offset at frame 0 (`contentOffset`).
    public var offset: ScenePoint
    /// A finger dragging the content, if any.
    public var finger: SceneScrollFinger?

    /// A scroll view of `contentWidth` × `contentHeight` points at `offset`, dragged by `finger`.
    public init(
        contentWidth: Double, contentHeight: Double, offset: ScenePoint = ScenePoint(x: 0, y: 0),
        finger: SceneScrollFinger? = nil
    ) {
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.offset = offset
        self.finger = finger
    }
}

/// A scripted finger on a scroll view: it goes down at `start` (seconds after frame 0) and moves along `drags`
/// in screen points; the scroll view's own pan recognizer scrolls the content, as UIKit's does.
public struct SceneScrollFinger: Sendable, Hashable {
    /// Seconds after frame 0 at which the finger goes down.
    public var start: Double
    /// The finger's segments, in screen points.
    public var drags: [SceneDrag]

    /// A finger going down at `start` and moving along `drags`.
    public init(start: Double = 0, drags: [SceneDrag]) {
        self.start = start
        self.drags = drags
    }

    /// When the finger lifts, in seconds after frame 0.
    public var end: Double { start + drags.reduce(0) { $0 + $1.seconds } }
}
