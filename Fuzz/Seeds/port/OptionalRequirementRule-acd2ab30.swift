let expected = """
import Flipbook

public protocol SheetDelegate: AnyObject {
    func sheetDidAppear(_ sheet: Sheet)
    func sheetDidDismiss(_ sheet: Sheet)
    func sheet(_ sheet: Sheet, heightFor width: CGFloat) -> CGFloat
    func title(for sheet: Sheet) -> String?
    var prefersGrabber: Bool { get }
}

extension SheetDelegate {
    public func sheetDidDismiss(_ sheet: Sheet) {}
    public func sheet(_ sheet: Sheet, heightFor width: CGFloat) -> CGFloat { 0 }
    public func title(for sheet: Sheet) -> String? { nil }
    public var prefersGrabber: Bool { false }
}
