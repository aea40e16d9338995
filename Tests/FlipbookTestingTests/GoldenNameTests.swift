import FlipbookTesting
import Testing

@Suite struct GoldenNameTests {
    @Test(arguments: [
        (0.0, "t0000ms"), (0.25, "t0250ms"), (1.5, "t1500ms"), (12.3456, "t12346ms"),
        (1.0 / 60.0, "t0017ms"), (15.0 / 60.0, "t0250ms"), (0.0004, "t0000ms"), (0.0005, "t0001ms"),
        (-0.0001, "t0000ms"),
    ])
    func timeTagRoundsToWholeMilliseconds(_ time: Double, _ tag: String) throws {
        #expect(try GoldenName.timeTag(time) == tag)
    }

    @Test(arguments: [-0.001, -1, Double.nan, Double.infinity, 1e300])
    func timeTagRejectsBadTimes(_ time: Double) {
        #expect(throws: GoldenError.self) { try GoldenName.timeTag(time) }
    }

    @Test func frameNameAppendsTheTimeTag() throws {
        #expect(try GoldenName.frameName("push-basic", at: 0.25) == "push-basic.t0250ms")
    }

    @Test func frameFileNamesParseBackToTheirTime() throws {
        for time in [0.0, 0.25, 1.5, 12.3456] {
            let file = try GoldenName.frameName("push-basic", at: time) + ".png"
            #expect(GoldenName.milliseconds(ofFrameFile: file, named: "push-basic") == Int((time * 1000).rounded()))
        }
        for other in [
            "push-basic.png", "push-basic.t250ms.png", "push-basic.t0250ms.json", "push-basic.t-250ms.png",
            "push-basic.t+250ms.png", "push-basics.t0250ms.png", "push.t0250ms.png", "push-basic.t02a0ms.png",
        ] {
            #expect(GoldenName.milliseconds(ofFrameFile: other, named: "push-basic") == nil, "\(other)")
        }
    }

    @Test(arguments: ["", ".", "..", ".hidden", "a/b", "a\\b", "tab\there"])
    func namesMustBePlainFileNames(_ name: String) {
        #expect(throws: GoldenError.self) { try GoldenName.validate(name) }
        #expect(throws: GoldenError.self) { try GoldenName.frameName(name, at: 0) }
    }

    @Test func ordinaryNamesAreAccepted() throws {
        try GoldenName.validate("push-basic.t0250ms")
        try GoldenName.validate("Écran d’accueil")
    }
}
