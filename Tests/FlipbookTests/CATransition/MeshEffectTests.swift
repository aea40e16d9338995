import Foundation
import Testing

@testable import Flipbook

/// rippleEffect, suckEffect and the camera irises.
@Suite struct MeshEffectTests {
    func items(_ type: CATransitionType, _ p: Double, _ subtype: CATransitionSubtype? = nil) throws -> [DisplayItem] {
        try type.effect().items(for: try TransitionTestScreens.frame(subtype, progress: p))
    }

    @Test func rippleDisplacesTheInsideButPinsTheBorder() throws {
        let meshes = try items(.rippleEffect, 0.4).compactMap(\.meshItem)
        #expect(meshes.map { $0.texture === TransitionTestScreens.old } == [true, false, false])
        #expect(meshes[1].texture === TransitionTestScreens.new && meshes[2].texture === EffectTextures.glint)
        let mesh = meshes[0]
        var moved = 0.0
        for v in mesh.vertices {
            let dx = v.x - v.u * 120
            let dy = v.y - v.v * 180
            if v.u == 0 || v.u == 1 || v.v == 0 || v.v == 1 { #expect(dx == 0 && dy == 0) }
            moved = max(moved, (dx * dx + dy * dy).squareRoot())
        }
        #expect(moved > 1.5)
        // Both images ripple alike; the new dissolves in.
        #expect(meshes[1].vertices == mesh.vertices && meshes[1].opacity > 0 && meshes[1].opacity < 1)
        // The light on the slopes moves with the surface.
        #expect(
            meshes[2].vertices.map(\.x) == mesh.vertices.map(\.x)
                && meshes[2].vertices.map(\.y) == mesh.vertices.map(\.y))
        #expect(meshes[2].vertices.contains { $0.u < 0.4 } && meshes[2].vertices.contains { $0.u > 0.6 })
    }

    @Test func rippleIgnoresTheSubtype() throws {
        #expect("\(try items(.rippleEffect, 0.3, .fromTop))" == "\(try items(.rippleEffect, 0.3, .fromLeft))")
    }

    @Test func suckNarrowsTheOldContentIntoThePointAtTheBottom() throws {
        let all = try items(.suckEffect, 0.8)
        #expect(all.first?.imageItem?.image === TransitionTestScreens.new)
        let group = try #require(all.last?.groupItem)
        #expect(group.clip?.rect == Rect(x: 0, y: 0, width: 120, height: 180))
        let mesh = try #require(group.children.first?.meshItem)
        #expect(mesh.texture === TransitionTestScreens.old)
        // Rows that reached the bottom edge are squeezed to the neck round the centre.
        for v in mesh.vertices where v.y >= 180 { #expect(abs(v.x - 60) <= 0.02 * 120 + 1e-9) }
        // The top row has moved down.
        #expect(mesh.vertices.filter { $0.v == 0 }.allSatisfy { $0.y > 0 })
        // Early, the funnel is forming but nothing has slid yet.
        let early = try #require(try items(.suckEffect, 0.1).last?.groupItem?.children.first?.meshItem)
        #expect(early.vertices.filter { $0.v == 0 }.allSatisfy { $0.y == 0 })
        #expect(early.vertices.filter { $0.v == 1 && $0.u == 0 }.allSatisfy { $0.x > 0 })
    }

    func aperture(_ type: CATransitionType, _ p: Double) throws -> MeshItem {
        try #require(try items(type, p).last?.meshItem)
    }

    @Test func irisCloseShrinksAnApertureOfOldContentOverTheNew() throws {
        let all = try items(.cameraIrisHollowClose, 0.5)
        #expect(all.first?.imageItem?.image === TransitionTestScreens.new)
        let a = try aperture(.cameraIrisHollowClose, 0.5)
        #expect(a.texture === TransitionTestScreens.old && a.vertices.count == 6)
        // The aperture's texture is where it lies: content is cut out, not moved.
        for v in a.vertices { #expect(abs(v.u * 120 - v.x) < 1e-9 && abs(v.v * 180 - v.y) < 1e-9) }
        func radius(_ p: Double) throws -> Double {
            let v = try aperture(.cameraIrisHollowClose, p).vertices[0]
            return ((v.x - 60) * (v.x - 60) + (v.y - 90) * (v.y - 90)).squareRoot()
        }
        #expect(try radius(0.25) > radius(0.5) && radius(0.5) > radius(0.75))
        // Near the start the hexagon still covers the whole layer (its inscribed circle does).
        #expect(try radius(1e-6) * cos(.pi / 6) >= (60 * 60 + 90 * 90).squareRoot())
    }

    @Test func irisOpenGrowsAnApertureOfNewContentOverTheOld() throws {
        let all = try items(.cameraIrisHollowOpen, 0.3)
        #expect(all.first?.imageItem?.image === TransitionTestScreens.old)
        #expect(try aperture(.cameraIrisHollowOpen, 0.3).texture === TransitionTestScreens.new)
        // Blade edges are drawn, clipped to the layer.
        let blades = try #require(all.compactMap(\.groupItem).first)
        #expect(blades.children.compactMap(\.fillItem).count == 6)
        #expect(blades.clip?.rect == Rect(x: 0, y: 0, width: 120, height: 180))
    }
}
