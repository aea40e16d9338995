import Foundation
import Testing

@testable import Flipbook

@Suite struct CATransitionTypeTests {
    @Test func publicTypesHaveBothSpellings() {
        #expect(kCATransitionFade == .fade && CATransitionType.fade.rawValue == "fade")
        #expect(kCATransitionMoveIn == .moveIn && CATransitionType.moveIn.rawValue == "moveIn")
        #expect(kCATransitionPush == .push && CATransitionType.push.rawValue == "push")
        #expect(kCATransitionReveal == .reveal && CATransitionType.reveal.rawValue == "reveal")
    }

    @Test func subtypesHaveBothSpellings() {
        #expect(kCATransitionFromLeft == .fromLeft && CATransitionSubtype.fromLeft.rawValue == "fromLeft")
        #expect(kCATransitionFromRight == .fromRight && CATransitionSubtype.fromRight.rawValue == "fromRight")
        #expect(kCATransitionFromTop == .fromTop && CATransitionSubtype.fromTop.rawValue == "fromTop")
        #expect(kCATransitionFromBottom == .fromBottom && CATransitionSubtype.fromBottom.rawValue == "fromBottom")
    }

    @Test(arguments: [
        "cube", "oglFlip", "pageCurl", "pageUnCurl", "rippleEffect", "suckEffect",
        "cameraIrisHollowOpen", "cameraIrisHollowClose",
    ])
    func privateTypesResolveByTheirSeedNames(name: String) throws {
        let type = CATransitionType(rawValue: name)
        #expect(CATransitionType.allKnown.contains(type))
        _ = try type.effect()
    }

    @Test func everyKnownTypeResolvesToItsOwnEffect() throws {
        let kinds = try CATransitionType.allKnown.map { "\(try $0.effect())" }
        #expect(Set(kinds).count == CATransitionType.allKnown.count)
    }

    @Test(arguments: ["Cube", "flip", "", "kCATransitionFade", "pagecurl"])
    func unknownTypeIsAClearError(name: String) {
        #expect(throws: CATransitionError.unknownType(name)) { try CATransitionType(rawValue: name).effect() }
        let message = CATransitionError.unknownType(name).description
        #expect(message.contains("\"\(name)\"") && message.contains("cameraIrisHollowClose"))
    }

    @Test func unknownSubtypeIsAClearError() {
        #expect(throws: CATransitionError.unknownSubtype("fromDiagonal")) {
            try TransitionTestScreens.frame(CATransitionSubtype(rawValue: "fromDiagonal"), progress: 0.5)
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteProgressIsAClearError(progress: Double) {
        #expect(throws: CATransitionError.self) { try TransitionTestScreens.frame(progress: progress) }
    }

    @Test(arguments: [(0.0, 10.0), (10, 0), (-1, 10), (.nan, 10), (10, .infinity)])
    func badLayerSizeIsAClearError(size: (Double, Double)) {
        let old = TransitionTestScreens.old
        do {
            _ = try TransitionFrame(
                oldImage: old, newImage: old, width: size.0, height: size.1, subtype: nil, progress: 0)
            Issue.record("accepted \(size)")
        } catch CATransitionError.invalidSize(let w, let h) {
            #expect(w.bitPattern == size.0.bitPattern && h.bitPattern == size.1.bitPattern)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func progressOutsideTheRangeIsClamped() throws {
        #expect(try TransitionTestScreens.frame(progress: -3).progress == 0)
        #expect(try TransitionTestScreens.frame(progress: 7).progress == 1)
    }

    @Test func noSubtypeBehavesAsFromLeft() throws {
        #expect(try TransitionTestScreens.frame(nil, progress: 0.5).direction == .fromLeft)
    }
}

@Suite struct CATransitionNameCodingTests {
    @Test func typesAndSubtypesCodeAsPlainStrings() throws {
        let data = try JSONEncoder().encode([CATransitionType(rawValue: "cube"), .push])
        #expect(String(decoding: data, as: UTF8.self) == #"["cube","push"]"#)
        #expect(try JSONDecoder().decode([CATransitionSubtype].self, from: Data(#"["fromTop"]"#.utf8)) == [.fromTop])
        // Unknown names decode (they are reported when the transition is used).
        #expect(try JSONDecoder().decode(CATransitionType.self, from: Data(#""swirl""#.utf8)).rawValue == "swirl")
    }
}
