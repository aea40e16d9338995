import Testing

@testable import Flipbook

/// cube and oglFlip: the projected faces, checked through their transforms.
@Suite struct TurnEffectTests {
    func faces(_ type: CATransitionType, _ subtype: CATransitionSubtype, _ p: Double) throws -> [ImageItem] {
        try type.effect().items(for: try TransitionTestScreens.frame(subtype, progress: p)).map {
            try #require($0.imageItem)
        }
    }

    @Test func cubeFacesShareAnEdgeThatStartsAtTheSubtypesEdge() throws {
        // fromRight: the new face hangs off the old face's right edge.
        for p in [0.1, 0.5, 0.9] {
            let f = try faces(.cube, .fromRight, p)
            let old = try #require(f.first { $0.image === TransitionTestScreens.old })
            let new = try #require(f.first { $0.image === TransitionTestScreens.new })
            for y in [0.0, 180] {
                let a = old.transform.project(120, y)
                let b = new.transform.project(0, y)
                #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
            }
        }
        // Half-way, the shared edge is the layer's centre line, nearer than the layer plane (taller).
        let half = try faces(.cube, .fromRight, 0.5)
        let edgeTop = half[0].transform.project(half[0].image === TransitionTestScreens.old ? 120 : 0, 0)
        #expect(abs(edgeTop.x - 60) < 1e-9 && edgeTop.y < 0)
    }

    @Test(arguments: [
        (CATransitionSubtype.fromLeft, true), (.fromRight, true), (.fromTop, false), (.fromBottom, false),
    ])
    func cubePaintsTheFarFaceFirst(subtype: CATransitionSubtype, horizontal: Bool) throws {
        // Early on the old face is nearer (painted last), late the new one.
        #expect(try faces(.cube, subtype, 0.2).last?.image === TransitionTestScreens.old)
        #expect(try faces(.cube, subtype, 0.8).last?.image === TransitionTestScreens.new)
        let mid = try faces(.cube, subtype, 0.4)
        // The turn is about the axis the subtype implies: the other axis keeps its full extent at the centre.
        let old = try #require(mid.first { $0.image === TransitionTestScreens.old })
        if horizontal {
            let a = old.transform.project(60, 0)
            let b = old.transform.project(60, 180)
            #expect(b.y - a.y > 0 && abs(a.x - b.x) < 1e-9)
        } else {
            let a = old.transform.project(0, 90)
            let b = old.transform.project(120, 90)
            #expect(b.x - a.x > 0 && abs(a.y - b.y) < 1e-9)
        }
    }

    @Test func cubeMovesTheOldFaceTheSubtypesWay() throws {
        func oldCentre(_ s: CATransitionSubtype) throws -> (x: Double, y: Double) {
            try #require(try faces(.cube, s, 0.3).first { $0.image === TransitionTestScreens.old })
                .transform.project(60, 90)
        }
        #expect(try oldCentre(.fromRight).x < 60)
        #expect(try oldCentre(.fromLeft).x > 60)
        #expect(try oldCentre(.fromTop).y > 90)
        #expect(try oldCentre(.fromBottom).y < 90)
    }

    @Test func flipShowsTheFrontThenTheUnmirroredBack() throws {
        let early = try faces(.oglFlip, .fromLeft, 0.25)
        #expect(early.count == 1 && early[0].image === TransitionTestScreens.old)
        // fromLeft: the left edge lifts towards the viewer, so it projects taller than the right edge.
        let t = early[0].transform
        #expect(t.project(0, 180).y - t.project(0, 0).y > t.project(120, 180).y - t.project(120, 0).y)

        let late = try faces(.oglFlip, .fromLeft, 0.75)
        #expect(late.count == 1 && late[0].image === TransitionTestScreens.new)
        let l = late[0].transform
        #expect(l.project(0, 90).x < l.project(120, 90).x) // not mirrored
        // The card recedes: half-way through its turn it is smaller than the layer.
        let quarter = try faces(.oglFlip, .fromTop, 0.75)[0].transform
        #expect(quarter.project(0, 90).x > 0 && quarter.project(120, 90).x < 120)
    }

    @Test func flipIsEdgeOnHalfWay() throws {
        #expect(try faces(.oglFlip, .fromRight, 0.5).isEmpty)
    }
}
