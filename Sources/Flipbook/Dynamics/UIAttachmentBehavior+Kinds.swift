import Foundation

/// UIKit declares these as returning `Self`; here they return `UIAttachmentBehavior` (the same for callers
/// that do not subclass it).
extension UIAttachmentBehavior {
    /// Two items that slide along `axis` through `point` relative to each other, without turning relative to
    /// each other; ``attachmentRange`` limits how far.
    public class func slidingAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(
            kind: .sliding(axis: axis), item1: item1, offset1: .zero, item2: item2, offset2: .zero, anchor: point)
    }

    /// An item that slides along `axis` through `point` without turning; ``attachmentRange`` limits how far.
    public class func slidingAttachment(
        with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(
            kind: .sliding(axis: axis), item1: item, offset1: .zero, item2: nil, offset2: .zero, anchor: point)
    }

    /// Two items held together at `point` as if welded.
    public class func fixedAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .fixed, item1: item1, offset1: .zero, item2: item2, offset2: .zero, anchor: point)
    }

    /// Two items whose attachment points stay at most ``length`` apart (their current distance), like a rope.
    public class func limitAttachment(
        with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .limit, item1: item1, offset1: offset1, item2: item2, offset2: offset2, anchor: nil)
    }

    /// Two items pinned together at `point`, turning freely about it (within ``attachmentRange``, against
    /// ``frictionTorque``).
    public class func pinAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .pin, item1: item1, offset1: .zero, item2: item2, offset2: .zero, anchor: point)
    }
}
