import Foundation
import Testing

@testable import Raster

@Suite struct DisplayListReaderTests {
    private let photo = testImage(width: 3, height: 2, name: "photo.png")

    private func reader(limits: DisplayListReader.Limits = .init()) -> DisplayListReader {
        let photo = self.photo
        return DisplayListReader(limits: limits) { reference in
            guard reference.name == photo.name else { throw FileProblem(path: reference.name, reason: "not here") }
            return photo
        }
    }

    /// Every kind of item, shape, paint and path command, plus numbers JSON cannot spell.
    private var everything: DisplayList {
        var path = Path()
        path.move(to: 0, 0)
        path.elements += [
            .line(x: 4, y: 0), .quad(cx: 5, cy: 1, x: 4, y: 2), .cubic(c1x: 3, c1y: 3, c2x: 1, c2y: 3, x: 0, y: 2),
            .close,
        ]
        let gradient = Gradient(
            kind: .conic, stops: Gradient.evenStops([.black, .white, .clear]), startX: 1, startY: 2, endX: 3, endY: 4)
        let style = StrokeStyle(width: 2, cap: .round, join: .bevel, dashPattern: [1, 2], dashPhase: 0.5, end: 0.75)
        let triangle = [MeshVertex(x: 0, y: 0, u: 0, v: 0), MeshVertex(x: 1, y: 0, z: 2, u: 1, v: 0)]
        return DisplayList(
            width: 20, height: 10, background: Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 1),
            items: [
                .fill(FillItem(rect: Rect(x: .nan, y: .infinity, width: -.infinity, height: 1), color: .black)),
                .shape(ShapeItem(shape: .path(path, .evenOdd), paint: .gradient(gradient))),
                .shape(
                    ShapeItem(shape: .stroke(path, style), paint: .solid(.white), transform: .translation(x: 1, y: 2))),
                .shape(
                    ShapeItem(
                        shape: .roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), CornerRadii(1)),
                        paint: .solid(.black))),
                .backdrop(BackdropItem(shape: ClipShape(rect: Rect(x: 1, y: 1, width: 5, height: 5)), sigma: 3)),
                .group(
                    GroupItem(
                        opacity: 0.5, shadow: Shadow(color: .black, offsetX: 1, offsetY: 2, sigma: 3),
                        clip: ClipShape(
                            rect: Rect(x: 0, y: 0, width: 8, height: 8), radii: CornerRadii(2), continuous: true),
                        mask: [.fill(FillItem(rect: Rect(x: 0, y: 0, width: 4, height: 4), color: .white))],
                        children: [
                            .image(
                                ImageItem(
                                    rect: Rect(x: 0, y: 0, width: 3, height: 2), image: photo,
                                    sourceRect: Rect(x: 1, y: 0, width: 2, height: 2), sampling: .nearest, opacity: 0.5)
                            ),
                            .mesh(
                                MeshItem(
                                    vertices: triangle + [MeshVertex(x: 0, y: 1, u: 0, v: 1)], indices: [0, 1, 2],
                                    texture: photo)),
                        ])),
            ])
    }

    @Test func whatTheWriterWritesReadsBackToTheSameList() throws {
        let written = everything.jsonData()
        let read = try reader().read(written)
        #expect(read.jsonData() == written)
        #expect(read.width == 20 && read.height == 10)
    }

    @Test func readListsDrawTheSamePixels() throws {
        let read = try reader().read(everything.jsonData())
        #expect(Rasterizer().render(read).pixels == Rasterizer().render(everything).pixels)
    }

    @Test(arguments: [
        (
            #"{"width": 1, "height": 1, "background": [0, 0, 0, true], "items": []}"#,
            "background[3]: expected a number, got a boolean"
        ),
        (
            #"{"width": 1.5, "height": 1, "background": [0, 0, 0, 1], "items": []}"#,
            "width: expected a whole number from 0 to 16384, got 1.5"
        ),
        (
            #"{"width": 1, "height": 1, "background": [0, 0, 0, 1]}"#,
            "items: expected a list, got nothing (the key is missing)"
        ),
        (
            #"{"width": 1, "height": 1, "background": [0, 0, 0, 1], "items": [{"op": "blit"}]}"#,
            #"items[0].op: expected "fill", "shape", "backdrop", "image", "mesh" or "group", got "blit""#
        ),
        (
            #"{"width": 1, "height": 1, "background": [0, 0, 0, 1], "items": [{"op": "shape", "shape": "#
                + #"{"kind": "path", "path": [["M", 0]], "fillRule": "nonZero"}}]}"#,
            #"items[0].shape.path[0]: "M" takes 2 numbers, got 1"#
        ),
        (
            #"{"width": 1, "height": 1, "background": [0, 0, 0, 1], "items": [{"op": "shape", "shape": "#
                + #"{"kind": "path", "path": [], "fillRule": "winding"}}]}"#,
            #"items[0].shape.fillRule: expected one of "nonZero", "evenOdd", got "winding""#
        ),
        (
            #"{"width": 1, "height": 1, "background": [0, 0, 0, 1], "items": [{"op": "backdrop", "sigma": 1, "#
                + #""clip": {"rect": [0, 0, 1, 1], "radii": [0, 0, 0, 0], "transform": [1, 0, 0, 0, 0, 1, 0, 0, "#
                + #"0, 0, 1, 0, 0, 0, 0, 1], "continuous": 1}}]}"#,
            "items[0].clip.continuous: expected true or false, got a number"
        ),
        ("[1, 2", "not valid JSON"),
    ])
    func problemsNameTheirField(json: String, message: String) {
        #expect(throws: DisplayListReadError.self) { try reader().read(Data(json.utf8)) }
        do {
            _ = try reader().read(Data(json.utf8))
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test func imagesAreLookedUpAndTheirSizesChecked() throws {
        var list = DisplayList(width: 4, height: 4)
        let other = testImage(width: 3, height: 2, name: "missing.png")
        list.items = [.image(ImageItem(rect: Rect(x: 0, y: 0, width: 3, height: 2), image: other))]
        #expect(throws: DisplayListReadError(field: "items[0].image", problem: #"no image "missing.png": not here"#)) {
            try reader().read(list.jsonData())
        }
        let wrongSize = String(decoding: everything.jsonData(), as: UTF8.self)
            .replacingOccurrences(of: #""height" : 2,"#, with: #""height" : 5,"#)
        #expect(throws: DisplayListReadError.self) { try reader().read(Data(wrongSize.utf8)) }
    }

    @Test func limitsAreCheckedBeforeAnythingIsAllocated() {
        var limits = DisplayListReader.Limits()
        limits.maxPixels = 100
        limits.maxGroupDepth = 2
        limits.maxItems = 3
        let big = #"{"width": 11, "height": 10, "background": [0, 0, 0, 1], "items": []}"#
        #expect(
            throws: DisplayListReadError(
                field: "", problem: "a frame of 11×10 pixels is larger than the limit of 100 pixels")
        ) {
            try reader(limits: limits).read(Data(big.utf8))
        }
        func nested(_ depth: Int) -> DisplayList {
            var items: [DisplayItem] = []
            for _ in 0..<depth { items = [.group(GroupItem(children: items))] }
            return DisplayList(width: 1, height: 1, items: items)
        }
        #expect((try? reader(limits: limits).read(nested(2).jsonData())) != nil)
        #expect(throws: DisplayListReadError.self) { try reader(limits: limits).read(nested(3).jsonData()) }
        let many = DisplayList(
            width: 1, height: 1,
            items: Array(
                repeating: .fill(FillItem(rect: Rect(x: 0, y: 0, width: 1, height: 1), color: .black)), count: 4))
        #expect(throws: DisplayListReadError(field: "items", problem: "more than 3 items")) {
            try reader(limits: limits).read(many.jsonData())
        }
    }

    @Test func glyphRunsInABundledFontReadBackAsGlyphRuns() throws {
        let face = try BundledFont.regular.face()
        let placements = face.shape(Array("Hi".unicodeScalars)).reduce(into: [GlyphRun.Placement]()) { list, glyph in
            list.append(GlyphRun.Placement(glyph: glyph.glyph, x: Double(list.count) * 9, y: 20))
        }
        let run = GlyphRun(face: face, size: 16, placements: placements)
        let list = DisplayList(
            width: 30, height: 30, background: .white,
            items: [.shape(ShapeItem(shape: .glyphs(run), paint: .solid(.black)))])
        let read = try reader().read(list.jsonData())
        guard case .shape(let item) = read.items.first, case .glyphs(let readRun) = item.shape else {
            Issue.record("expected a glyph run, got \(read.items)")
            return
        }
        #expect(readRun == run)
        #expect(Rasterizer().render(read).pixels == Rasterizer().render(list).pixels)
    }

    @Test func placeholderIsACheckerboardOfTheDeclaredSize() {
        let image = DisplayListReader.placeholder(for: .init(name: "x.png", width: 17, height: 9))
        #expect(image.width == 17 && image.height == 9 && image.name == "x.png")
        #expect(image.bitmap[0, 0] != image.bitmap[8, 0])
        #expect(image.bitmap[0, 0] == image.bitmap[8, 8])
        #expect(image.isOpaque)
    }
}
