let output = try ported(["Delegate.swift": Self.delegate, "Sheet.swift": calls])
#expect(output["Sheet.swift"] == expected)
#expect(
output["Delegate.swift"]?.contains(
    "func sheet(_ sheet: Sheet, heightFor width: CGFloat) -> CGFloat { 300 }") == true)
#expect(output["Delegate.swift"]?.contains("var grabberWidth: CGFloat { 36 }") == true)
}

@Test func bindingsOfANonOptionalReceiverStayOptional() throws {
let calls = """
import UIKit
func f(sheet: Sheet, other: SheetDelegate, maybe: SheetDelegate?) {
    if let f = other.sheetDidDismiss { f(sheet) }
    guard let w = other.grabberWidth, let g = maybe?.sheetDidDismiss else { return }
    if let h = other.animate, let s = other.sheet { h(sheet) {}; _ = s(sheet, w) }
    _ = g
}
