import Flipbook
import FlipbookTesting
import Foundation
import Testing

@MainActor
@Suite struct UISheetPresentationControllerTests {
    /// The card scale on the default 390-point-wide device (16 points in on each side).
    private let cardScale: CGFloat = 358.0 / 390

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func automaticIsAPageSheetWhoseControllerExistsBeforeThePresentation() {
        World().run {
            let home = makeListController(.systemBlue)
            let sheet = makeSheetController(.systemOrange)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            sheet.modalPresentationStyle = .automatic
            let controller = sheet.sheetPresentationController
            #expect(controller != nil)
            #expect(controller?.presentationStyle == .pageSheet)
            home.present(sheet, animated: true)
            #expect(sheet.presentationController === controller)
            VirtualClock.shared.advance(by: 0.6)
            #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(sheet.view.layer.cornerRadius == 10)
            #expect(sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(home.view.superview === recorder.window, "the presenter stays")
            #expect(close(home.view.frame.minY, 47), "the presenter's card starts below the status bar")
            #expect(close(home.view.frame.width, 358))
            #expect(close(home.view.transform.a, cardScale))
            #expect(home.view.layer.cornerRadius == 10 && home.view.layer.masksToBounds)
            #expect(UIApplication.shared.statusBarStyle == .lightContent)
            assertGolden(recorder.snapshot(), named: "page-sheet", at: 0.6, suite: "sheets")

            sheet.dismiss(animated: true)
            VirtualClock.shared.advance(by: 0.6)
            #expect(sheet.presentingViewController == nil)
            #expect(home.view.transform == .identity)
            #expect(home.view.layer.cornerRadius == 0 && !home.view.layer.masksToBounds)
            #expect(recorder.window.subviews.map { $0 } == [home.view], "backdrop and container are gone")
            #expect(UIApplication.shared.statusBarStyle == .default)
        }
    }

    @Test func theSheetRisesOnASpringWithoutOvershoot() {
        World().run {
            let home = makeListController(.systemBlue)
            let sheet = makeSheetController(.systemOrange)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            sheet.modalPresentationStyle = .pageSheet
            home.present(sheet, animated: true)
            var tops: [CGFloat] = []
            for step in 1...30 {
                VirtualClock.shared.advance(by: 1.0 / 60)
                tops.append(sheet.view.layer.presentation()!.frame.minY)
                if step == 9 { assertGolden(recorder.snapshot(), named: "page-sheet", at: 0.15, suite: "sheets") }
            }
            #expect(tops.first! > 400, "starts low")
            #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 }, "moves up only")
            #expect(tops.allSatisfy { $0 >= 57 - 1e-9 }, "never overshoots its resting place")
            #expect(close(tops.last!, 57, 0.5))
        }
    }

    @Test func aFormSheetFallsBackToAPageSheetOnIPhone() {
        World().run {
            let home = makeListController(.systemBlue)
            let sheet = makeSheetController(.systemOrange)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            sheet.modalPresentationStyle = .formSheet
            home.present(sheet, animated: false)
            #expect(sheet.presentationController?.presentationStyle == .formSheet)
            #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(close(home.view.transform.a, cardScale))
            withExtendedLifetime(recorder) {}
        }
    }

    @Test func aSheetOnASheetPushesTheCardsBehindFurtherBackAndDimsThem() {
        World().run {
            let home = makeListController(.systemBlue)
            let first = makeSheetController(.systemOrange)
            let second = makeSheetController(.systemGreen)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            first.modalPresentationStyle = .pageSheet
            second.modalPresentationStyle = .pageSheet
            home.present(first, animated: false)
            first.present(second, animated: true)
            VirtualClock.shared.advance(by: 0.6)
            #expect(close(first.view.frame.minY, 47), "the first sheet is now the card behind")
            #expect(close(first.view.transform.a, cardScale))
            #expect(close(home.view.transform.a, cardScale * cardScale), "the screen behind shrinks further")
            let dimming = second.presentationController!.containerView!.subviews.first!
            #expect(dimming.alpha == 1 && dimming.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            assertGolden(recorder.snapshot(), named: "page-sheet-stacked", at: 0.6, suite: "sheets")
            first.dismiss(animated: false)
            #expect(second.presentingViewController == nil && first.presentingViewController === home)
            #expect(first.view.transform == .identity && first.view.frame.minY == 57)
            #expect(close(home.view.transform.a, cardScale), "back to one level")
        }
    }

    @Test func aDelegateCanAdaptTheSheetToFullScreen() {
        World().run {
            let home = makeListController(.systemBlue)
            let sheet = makeSheetController(.systemOrange)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            let delegate = LoggingSheetDelegate()
            delegate.adaptation = .fullScreen
            sheet.modalPresentationStyle = .pageSheet
            sheet.presentationController?.delegate = delegate
            home.present(sheet, animated: true)
            VirtualClock.shared.advance(by: 0.6)
            #expect(delegate.calls == ["adaptivePresentationStyle"])
            #expect(sheet.presentationController?.adaptivePresentationStyle == .fullScreen)
            #expect(sheet.view.frame == recorder.window.bounds)
            #expect(home.view.superview == nil, "full screen removes the presenter's view")
            #expect(recorder.window.subviews.count == 1)
        }
    }
}
