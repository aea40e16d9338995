import Foundation
import Testing

@testable import Flipbook

@Suite struct PageCurlTests {
    let curl = PageCurlGeometry(direction: (-1, 0), line: -50, radius: 10) // rolls leftwards, line at x = 50

    @Test func pointsTheLineHasNotReachedStayPut() {
        let m = curl.map(DevicePoint(x: 20, y: 7))
        #expect(m.point == DevicePoint(x: 20, y: 7) && m.angle == 0)
    }

    @Test func theRolledPartWrapsTheCylinderThenLiesFaceDown() {
        // A quarter turn round the cylinder: the top of the bulge, one radius past the line.
        let quarter = curl.map(DevicePoint(x: 50 + .pi * 10 / 2, y: 3))
        #expect(abs(quarter.point.x - 60) < 1e-9 && quarter.point.y == 3 && abs(quarter.angle - .pi / 2) < 1e-12)
        // Half a turn: back over the line.
        let half = curl.map(DevicePoint(x: 50 + .pi * 10, y: 3))
        #expect(abs(half.point.x - 50) < 1e-9 && abs(half.angle - .pi) < 1e-12)
        // Beyond: mirrored onto the flat page.
        let flap = curl.map(DevicePoint(x: 50 + .pi * 10 + 25, y: 3))
        #expect(abs(flap.point.x - 25) < 1e-9 && flap.angle == .pi)
    }

    @Test func mappingIsContinuousAcrossTheBands() {
        var previous = curl.map(DevicePoint(x: 0, y: 0)).point
        for i in 1...2000 {
            let p = curl.map(DevicePoint(x: Double(i) * 0.05, y: 0)).point
            #expect(abs(p.x - previous.x) <= 0.05 + 1e-9)
            previous = p
        }
    }

    func meshes(_ type: CATransitionType, _ subtype: CATransitionSubtype, _ p: Double) throws -> [MeshItem] {
        try type.effect().items(for: try TransitionTestScreens.frame(subtype, progress: p)).compactMap(\.meshItem)
    }

    @Test(arguments: [CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom])
    func thePageIsOldContentAndShowsItsBack(subtype: CATransitionSubtype) throws {
        let items = try CATransitionType.pageCurl.effect().items(
            for: try TransitionTestScreens.frame(subtype, progress: 0.4))
        #expect(items.first?.imageItem?.image === TransitionTestScreens.new)
        let m = items.compactMap(\.meshItem)
        let pages = m.filter { $0.texture === TransitionTestScreens.old }
        #expect(pages.count == 2) // the front, then the back
        #expect(m.contains { $0.texture === EffectTextures.white }) // the back's pale tint
        #expect(m.contains { $0.texture === EffectTextures.shadeRamp }) // shading and shadow
    }

    @Test(arguments: [(CATransitionSubtype.fromRight, 2), (.fromLeft, 3), (.fromBottom, 2), (.fromTop, 1)])
    func theCurlStartsAtTheSubtypesCorner(subtype: CATransitionSubtype, corner: Int) throws {
        // Early on, the page's back shows only page points nearest the leading corner.
        let corners = [(0.0, 0.0), (120.0, 0.0), (120.0, 180.0), (0.0, 180.0)]
        let back = try meshes(.pageCurl, subtype, 0.2).filter { $0.texture === TransitionTestScreens.old }
        #expect(back.count == 2)
        let vertices = try #require(back.last?.vertices)
        let cu = vertices.map { $0.u * 120 }.reduce(0, +) / Double(vertices.count)
        let cv = vertices.map { $0.v * 180 }.reduce(0, +) / Double(vertices.count)
        let distances = corners.map { (($0.0 - cu) * ($0.0 - cu) + ($0.1 - cv) * ($0.1 - cv)).squareRoot() }
        #expect(distances.firstIndex(of: distances.min()!) == corner)
    }

    @Test func nearTheEndThePageHasLeftTheLayer() throws {
        let front = try #require(
            try meshes(.pageCurl, .fromRight, 1 - 1e-6).first { $0.texture === TransitionTestScreens.old })
        // Whatever of the page's front is left is a sliver at the far (top-left) corner.
        let d = PageCurlEffect.direction(.fromRight)
        #expect(front.vertices.allSatisfy { $0.x * d.x + $0.y * d.y > -1 })
    }

    @Test func unCurlIsCurlBackwardsWithTheRolesSwapped() throws {
        let un = try CATransitionType.pageUnCurl.effect().items(
            for: try TransitionTestScreens.frame(.fromTop, progress: 0.3))
        let curl = try CATransitionType.pageCurl.effect().items(
            for: try TransitionTestScreens.frame(
                .fromTop, progress: 0.7, old: TransitionTestScreens.new, new: TransitionTestScreens.old))
        #expect("\(un)" == "\(curl)")
        #expect(un.first?.imageItem?.image === TransitionTestScreens.old)
    }
}

/// The curl's strips meet without seams: where two pieces of the page touch, their vertices are the very
/// same positions (the rasterizer only treats bit-identical positions as shared), never near-misses.
@Suite struct PageCurlSeamTests {
    @Test(arguments: [CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom], [0.15, 0.4, 0.6, 0.85])
    func neighbouringStripsShareTheirVerticesExactly(subtype: CATransitionSubtype, progress: Double) throws {
        let items = try CATransitionType.pageCurl.effect().items(
            for: try TransitionTestScreens.frame(subtype, progress: progress))
        let meshes = items.compactMap(\.meshItem)
        #expect(meshes.count >= 4)
        for mesh in meshes {
            let positions = mesh.vertices.map { DevicePoint(x: $0.x, y: $0.y) }
            for (i, p) in positions.enumerated() {
                for q in positions[(i + 1)...] where abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6 {
                    #expect(p == q, "near-coincident vertices \(p) and \(q)")
                }
            }
        }
    }
}
