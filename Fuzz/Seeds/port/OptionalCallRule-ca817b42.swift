
@Test func optionalCallsLoseTheirQuestionMark() throws {
let calls = """
    import UIKit
    final class Sheet {
        weak var delegate: SheetDelegate?
        var strong: SheetDelegate!
        func dismiss(_ other: SheetDelegate) {
            delegate?.sheetDidDismiss?(self)
            other.sheetDidDismiss?(self)
            let a = delegate?.sheet?(self, heightFor: 10) ?? 300
            let b = other.sheet?(self, heightFor: 10) ?? 300
            let c = other.sheet?(self, heightFor: 10)
            let w = delegate?.grabberWidth ?? 36
            let v = delegate?.grabberWidth?.rounded()
            delegate?.animate?(self) { print("done") }
            if let f = delegate?.sheetDidDismiss { f(self) }
            closure?(self)
        }
        var closure: ((Sheet) -> Void)?
    }
