import Foundation
import Testing

@testable import Flipbook

@Suite struct ZoomGeometryTests {
    @Test func aWholeScreenCollapsesOntoASquareByAspectFillWithCentresTogether() {
        let geometry = ZoomGeometry.collapsed(
            size: CGSize(width: 390, height: 844), alignment: .zero,
            onto: CGRect(x: 140, y: 264, width: 110, height: 110))
        #expect(geometry.clip == CGRect(x: 140, y: 264, width: 110, height: 110))
        #expect(abs(geometry.scale - 110.0 / 390) < 1e-12, "the width fills the square; the height overflows")
        #expect(geometry.center == CGPoint(x: 55, y: 55))
    }

    @Test func anAlignmentRectLiesExactlyOnTheSource() {
        let header = CGRect(x: 0, y: 0, width: 390, height: 390)
        let source = CGRect(x: 16, y: 140, width: 110, height: 110)
        let geometry = ZoomGeometry.collapsed(size: CGSize(width: 390, height: 844), alignment: header, onto: source)
        let scale = geometry.scale
        #expect(abs(scale - 110.0 / 390) < 1e-12)
        // The header's top-left corner, seen in the container, is the source's top-left corner.
        let cornerInClip = CGPoint(x: geometry.center.x - scale * 195, y: geometry.center.y - scale * 422)
        #expect(abs(cornerInClip.x) < 1e-9 && abs(cornerInClip.y) < 1e-9)
    }

    @Test func aDraggedViewIsItsScaledFrameAboutTheCentre() {
        let geometry = ZoomGeometry.dragged(
            size: CGSize(width: 400, height: 800), scale: 0.5, center: CGPoint(x: 250, y: 500))
        #expect(geometry.clip == CGRect(x: 150, y: 300, width: 200, height: 400))
        #expect(geometry.center == CGPoint(x: 100, y: 200))
        #expect(geometry.scale == 0.5)
    }

    @Test func anEmptySourceDoesNotScaleToNothingOrInfinity() {
        let geometry = ZoomGeometry.collapsed(size: .zero, alignment: .zero, onto: .zero)
        #expect(geometry.scale == 1)
    }
}
