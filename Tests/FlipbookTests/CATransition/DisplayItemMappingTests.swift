import Testing
@testable import Flipbook

@Suite struct DisplayItemMappingTests {
    let move = Matrix4.translation(x: 10, y: 20)
    let scale = Matrix4.scale(x: 3, y: 3)

    @Test func leafItemsGainTheTransformAfterTheirOwn() throws {
        let image = DisplayItem.image(ImageItem(rect: Rect(x: 0, y: 0, width: 4, height: 4), image: TransitionTestScreens.old,
                                                transform: scale))
        let mapped = try #require(image.mapped(by: move).imageItem)
        #expect(mapped.transform.project(1, 1) == (13, 23))
        let fill = DisplayItem.fill(FillItem(rect: Rect(x: 0, y: 0, width: 1, height: 1), color: .white))
        #expect(try #require(fill.mapped(by: move).fillItem).transform == move)
        let mesh = DisplayItem.mesh(MeshItem(vertices: [], indices: [], texture: TransitionTestScreens.old))
        #expect(try #require(mesh.mapped(by: scale).meshItem).transform == scale)
    }

    @Test func groupsMapTheirClipMaskAndChildren() throws {
        let child = DisplayItem.fill(FillItem(rect: Rect(x: 0, y: 0, width: 1, height: 1), color: .black))
        let group = DisplayItem.group(GroupItem(opacity: 0.5, clip: ClipShape(rect: Rect(x: 0, y: 0, width: 5, height: 5)),
                                                mask: [child], children: [child, child]))
        let mapped = try #require(group.mapped(by: move).groupItem)
        #expect(mapped.opacity == 0.5 && mapped.clip?.transform == move)
        #expect(mapped.mask?.compactMap(\.fillItem).map(\.transform) == [move])
        #expect(mapped.children.compactMap(\.fillItem).map(\.transform) == [move, move])
        let unclipped = DisplayItem.group(GroupItem(children: [child]))
        #expect(try #require(unclipped.mapped(by: move).groupItem).clip == nil)
    }
}
