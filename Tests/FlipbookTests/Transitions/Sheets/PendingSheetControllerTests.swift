import Flipbook
import Foundation
import Testing

/// The sheet controller `sheetPresentationController` makes before a presentation: it keeps its options for
/// the presentation without keeping the view controller alive.
@MainActor
@Suite struct PendingSheetControllerTests {
    @Test func aControllerWhoseSheetWasConfiguredButNeverPresentedIsFreed() {
        World().run {
            weak var released: UIViewController?
            weak var releasedSheet: UISheetPresentationController?
            do {
                let controller = UIViewController()
                controller.modalPresentationStyle = .pageSheet
                let sheet = controller.sheetPresentationController
                sheet?.detents = [.medium(), .large()]
                sheet?.prefersGrabberVisible = true
                #expect(sheet?.presentedViewController === controller)
                #expect(sheet?.presentingViewController === controller, "UIKit's stand-in before presenting")
                released = controller
                releasedSheet = sheet
            }
            #expect(released == nil, "the pending sheet must not keep its view controller alive")
            #expect(releasedSheet == nil, "nor the view controller its pending sheet, once it is gone")
        }
    }

    @Test func thePendingSheetKeepsItsOptionsForThePresentation() {
        World().run {
            let home = makeListController(.systemBlue)
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            weak var presentedWeakly: UIViewController?
            weak var sheetWeakly: UISheetPresentationController?
            do {
                let presented = makeSheetController(.systemOrange)
                presented.modalPresentationStyle = .pageSheet
                presented.sheetPresentationController?.detents = [.medium()]
                sheetWeakly = presented.sheetPresentationController
                presentedWeakly = presented
                home.present(presented, animated: false)
            }
            #expect(presentedWeakly?.presentationController === sheetWeakly, "the presentation adopted it")
            #expect(sheetWeakly?.presentedViewController === presentedWeakly)
            #expect(sheetWeakly?.presentingViewController === home)
            #expect((presentedWeakly?.view.frame.minY ?? 0) > 400, "at the medium detent it was given, not at 57")
            home.dismiss(animated: false)
            #expect(presentedWeakly == nil, "freed once dismissed")
            #expect(sheetWeakly == nil)
            withExtendedLifetime(recorder) {}
        }
    }

    @Test func aSheetKeptLongerThanItsViewControllerStillAnswers() {
        World().run {
            var sheet: UISheetPresentationController?
            do {
                let controller = UIViewController()
                controller.modalPresentationStyle = .formSheet
                sheet = controller.sheetPresentationController
            }
            let orphan = try! #require(sheet)
            let standIn = orphan.presentedViewController
            #expect(standIn.viewIfLoaded == nil && standIn.presentingViewController == nil, "a detached stand-in")
            #expect(orphan.presentedViewController === standIn, "the same one each time")
            #expect(orphan.presentingViewController === orphan.presentedViewController)
            #expect(orphan.presentationStyle == .pageSheet)
        }
    }
}
