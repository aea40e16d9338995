import Foundation
import Testing

@testable import Raster

@Suite struct DisplayListJSONTests {
    @Test func dumpFollowsTheDocumentedSchemaWithSortedKeys() {
        let image = testImage(width: 3, height: 2, name: "photo.png")
        let list = DisplayList(
            width: 20, height: 10, background: .white,
            items: [
                .fill(
                    FillItem(
                        rect: Rect(x: 1, y: 2, width: 3, height: 4), radii: CornerRadii(1),
                        color: Color(red: 1, green: 0, blue: 0, alpha: 0.5),
                        transform: .translation(x: 5, y: 6))),
                .group(
                    GroupItem(
                        opacity: 0.5, clip: ClipShape(rect: Rect(x: 0, y: 0, width: 8, height: 8)),
                        children: [
                            .image(
                                ImageItem(rect: Rect(x: 0, y: 0, width: 3, height: 2), image: image, sampling: .nearest)
                            ),
                            .mesh(
                                MeshItem(
                                    vertices: [
                                        MeshVertex(x: 0, y: 0, u: 0, v: 0), MeshVertex(x: 1, y: 0, z: 2, u: 1, v: 0),
                                        MeshVertex(x: 0, y: 1, u: 0, v: 1),
                                    ], indices: [0, 1, 2], texture: image)),
                        ])),
            ])
        let identity = "[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]"
        let expected = """
            {"background":[1,1,1,1],"height":10,"items":[\
            {"color":[1,0,0,0.5],"op":"fill","radii":[1,1,1,1],"rect":[1,2,3,4],\
            "transform":[1,0,0,0,0,1,0,0,0,0,1,0,5,6,0,1]},\
            {"children":[\
            {"image":{"height":2,"name":"photo.png","width":3},"op":"image","opacity":1,"radii":[0,0,0,0],\
            "rect":[0,0,3,2],"sampling":"nearest","transform":\(identity)},\
            {"indices":[0,1,2],"op":"mesh","opacity":1,"sampling":"bilinear",\
            "texture":{"height":2,"name":"photo.png","width":3},"transform":\(identity),\
            "vertices":[[0,0,0,0,0],[1,0,2,1,0],[0,1,0,0,1]]}],\
            "clip":{"radii":[0,0,0,0],"rect":[0,0,8,8],"transform":\(identity)},"op":"group","opacity":0.5}],\
            "width":20}
            """
        #expect(String(decoding: list.jsonData(prettyPrinted: false), as: UTF8.self) == expected)
        #expect(list.jsonString == list.jsonString)
        #expect(list.jsonString.contains("\n  \"height\" : 10"))
    }

    @Test func nonFiniteNumbersAreWrittenAsStrings() {
        let list = DisplayList(
            width: 1, height: 1,
            items: [.fill(FillItem(rect: Rect(x: .nan, y: .infinity, width: -.infinity, height: 1), color: .black))])
        let text = String(decoding: list.jsonData(prettyPrinted: false), as: UTF8.self)
        #expect(text.contains(#""rect":["nan","inf","-inf",1]"#))
    }
}
