import Foundation
import Testing

@testable import Flipbook

@Suite struct ContentModeTests {
    // A 40 × 20 image in a 100 × 100 box.
    private func place(_ mode: UIView.ContentMode) -> CGRect {
        mode.contentsGravity.placement(imageSize: CGSize(width: 40, height: 20), in: CGSize(width: 100, height: 100))
    }

    @Test(arguments: [
        (UIView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
        (.center, CGRect(x: 30, y: 40, width: 40, height: 20)),
        (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
        (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)),
        (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
        (.right, CGRect(x: 60, y: 40, width: 40, height: 20)),
        (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
        (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
        (.bottomLeft, CGRect(x: 0, y: 80, width: 40, height: 20)),
        (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
    ])
    func placement(mode: UIView.ContentMode, expected: CGRect) {
        #expect(place(mode) == expected)
    }

    @Test func everyModeIsCovered() {
        #expect(UIView.ContentMode.allCases.count == 13)
    }

    @Test func emptyImageFillsForAspectModes() {
        let r = CALayerContentsGravity.resizeAspect.placement(imageSize: .zero, in: CGSize(width: 10, height: 10))
        #expect(r == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @MainActor @Test func viewContentModeSetsLayerGravity() {
        let v = UIImageView(frame: .zero)
        v.contentMode = .bottomLeft
        #expect(v.layer.contentsGravity == .bottomLeft)
    }
}
