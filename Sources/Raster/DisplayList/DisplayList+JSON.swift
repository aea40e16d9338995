import Foundation

// A JSON dump of a display list, for debugging and for diffing frames as text.
//
// Schema (all geometry in the item's local units, which map to device pixels through its
// `transform`; the list's `width` and `height` are device pixels):
//
//     {
//       "width": Int, "height": Int,
//       "background": [r, g, b, a],                  // straight-alpha sRGB, 0…1
//       "items": [Item]                              // paint order: first is furthest back
//     }
//
//     Item, by "op":
//       { "op": "fill",  "rect": [x, y, w, h], "radii": [tl, tr, br, bl], "color": [r, g, b, a],
//         "transform": [16 numbers] }
//       { "op": "shape", "shape": Shape, "paint": Paint, "transform": [16 numbers] }
//       { "op": "backdrop", "clip": { "rect", "radii", "transform" }, "sigma": Double }
//       { "op": "image", "rect": [x, y, w, h], "image": { "name": String, "width": Int, "height": Int },
//         "sourceRect": [x, y, w, h]  (omitted when the whole image is drawn; image pixels),
//         "radii": [tl, tr, br, bl], "sampling": "bilinear" | "nearest", "opacity": Double,
//         "transform": [16 numbers] }
//       { "op": "mesh",  "texture": { "name", "width", "height" }, "sampling", "opacity",
//         "vertices": [[x, y, z, u, v], …], "indices": [Int, …]  (three per triangle),
//         "transform": [16 numbers] }
//       { "op": "group", "opacity": Double,
//         "clip": { "rect": [x, y, w, h], "radii": [tl, tr, br, bl], "transform": [16 numbers],
//                   "continuous": true (continuous corners; omitted when circular) }  (omitted if none),
//         "shadow": { "color": [r, g, b, a], "offset": [dx, dy], "sigma": Double }  (omitted if none),
//         "mask": [Item]  (omitted if none), "children": [Item] }
//
//     Shape, by "kind":
//       { "kind": "roundedRect", "rect": [x, y, w, h], "radii": [tl, tr, br, bl] }
//       { "kind": "path", "path": [Element], "fillRule": "nonZero" | "evenOdd" }
//         a glyph run is a "path" (its outline, so every replayer can draw it) that also carries
//         "glyphs": { "font": PostScript name, "size": Double, "placements": [[glyph, x, y], …] },
//         so that a reader that has the font draws it as Flipbook does (from glyph masks)
//       { "kind": "stroke", "path": [Element], "width", "cap": "butt" | "round" | "square",
//         "join": "miter" | "round" | "bevel", "miterLimit", "dashPattern": [Double], "dashPhase",
//         "start", "end" }
//     Element: ["M", x, y] | ["L", x, y] | ["Q", cx, cy, x, y] | ["C", c1x, c1y, c2x, c2y, x, y] | ["Z"]
//     Paint: { "solid": [r, g, b, a] }
//          | { "gradient": { "kind": "linear" | "radial" | "conic", "start": [x, y], "end": [x, y],
//                            "stops": [[location, r, g, b, a], …] } }
//
// A transform is its sixteen entries row by row, m11 m12 m13 m14 m21 … m44 (Core Animation's
// row-vector convention: m41 m42 translate, m34 is perspective). Images are identified by name and
// size, never by their pixels. Keys are sorted, so the same list always dumps to the same bytes;
// non-finite numbers are written as the strings "nan", "inf" and "-inf".

extension DisplayList: Encodable {
    private enum Keys: String, CodingKey { case width, height, background, items }

    /// Encodes the list in the schema documented in `DisplayList+JSON.swift`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(background.components, forKey: .background)
        try c.encode(items, forKey: .items)
    }

    /// The list as JSON: sorted keys, pretty-printed unless `prettyPrinted` is false.
    public func jsonData(prettyPrinted: Bool = true) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            prettyPrinted
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // Every value here is a number, string, array or object, and non-finite numbers have a
        // string form, so encoding cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The list as pretty-printed JSON text with sorted keys.
    public var jsonString: String { String(decoding: jsonData(), as: UTF8.self) }
}

extension DisplayItem: Encodable {
    private enum Keys: String, CodingKey {
        case op, rect, radii, color, transform, image, sourceRect, sampling, opacity, texture, vertices, indices, clip,
            mask, children
        case shape, paint, sigma, shadow
    }

    /// Encodes one operation (and, for groups, everything inside it) as documented in
    /// `DisplayList+JSON.swift`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .fill(let f):
            try c.encode("fill", forKey: .op)
            try c.encode(f.rect.components, forKey: .rect)
            try c.encode(f.radii.components, forKey: .radii)
            try c.encode(f.color.components, forKey: .color)
            try c.encode(f.transform.entries, forKey: .transform)
        case .shape(let s):
            try c.encode("shape", forKey: .op)
            try c.encode(s.shape, forKey: .shape)
            try c.encode(s.paint, forKey: .paint)
            try c.encode(s.transform.entries, forKey: .transform)
        case .backdrop(let b):
            try c.encode("backdrop", forKey: .op)
            try c.encode(ClipReference(b.shape), forKey: .clip)
            try c.encode(b.sigma, forKey: .sigma)
        case .image(let i):
            try c.encode("image", forKey: .op)
            try c.encode(i.rect.components, forKey: .rect)
            try c.encode(ImageReference(i.image), forKey: .image)
            try c.encodeIfPresent(i.sourceRect?.components, forKey: .sourceRect)
            try c.encode(i.radii.components, forKey: .radii)
            try c.encode(i.sampling, forKey: .sampling)
            try c.encode(i.opacity, forKey: .opacity)
            try c.encode(i.transform.entries, forKey: .transform)
        case .mesh(let m):
            try c.encode("mesh", forKey: .op)
            try c.encode(ImageReference(m.texture), forKey: .texture)
            try c.encode(m.sampling, forKey: .sampling)
            try c.encode(m.opacity, forKey: .opacity)
            try c.encode(m.vertices.map { [$0.x, $0.y, $0.z, $0.u, $0.v] }, forKey: .vertices)
            try c.encode(m.indices, forKey: .indices)
            try c.encode(m.transform.entries, forKey: .transform)
        case .group(let g):
            try c.encode("group", forKey: .op)
            try c.encode(g.opacity, forKey: .opacity)
            try c.encodeIfPresent(g.clip.map(ClipReference.init), forKey: .clip)
            try c.encodeIfPresent(g.shadow.map(ShadowReference.init), forKey: .shadow)
            try c.encodeIfPresent(g.mask, forKey: .mask)
            try c.encode(g.children, forKey: .children)
        }
    }
}

/// A group's shadow in a dump.
private struct ShadowReference: Encodable {
    let color: [Double], offset: [Double], sigma: Double
    init(_ s: Shadow) {
        color = s.color.components
        offset = [s.offsetX, s.offsetY]
        sigma = s.sigma
    }
}

/// A clip shape in a dump.
private struct ClipReference: Encodable {
    let rect: [Double], radii: [Double], transform: [Double]
    /// Only written when true, so dumps of circular corners stay as they were.
    let continuous: Bool?
    init(_ clip: ClipShape) {
        rect = clip.rect.components
        radii = clip.radii.components
        transform = clip.transform.entries
        continuous = clip.continuous ? true : nil
    }
}

extension Shape: Encodable {
    private enum Keys: String, CodingKey {
        case kind, rect, radii, path, fillRule, width, cap, join, miterLimit, dashPattern, dashPhase, start, end
        case glyphs
    }

    /// Encodes the shape as documented in `DisplayList+JSON.swift`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .roundedRect(let rect, let radii):
            try c.encode("roundedRect", forKey: .kind)
            try c.encode(rect.components, forKey: .rect)
            try c.encode(radii.components, forKey: .radii)
        case .path(let path, let rule):
            try c.encode("path", forKey: .kind)
            try c.encode(path, forKey: .path)
            try c.encode(rule, forKey: .fillRule)
        case .stroke(let path, let style):
            try c.encode("stroke", forKey: .kind)
            try c.encode(path, forKey: .path)
            try c.encode(style.width, forKey: .width)
            try c.encode(style.cap, forKey: .cap)
            try c.encode(style.join, forKey: .join)
            try c.encode(style.miterLimit, forKey: .miterLimit)
            try c.encode(style.dashPattern, forKey: .dashPattern)
            try c.encode(style.dashPhase, forKey: .dashPhase)
            try c.encode(style.start, forKey: .start)
            try c.encode(style.end, forKey: .end)
        case .glyphs(let run):
            // Dumps show the outline a glyph run stands for, so every replayer can draw it.
            try c.encode("path", forKey: .kind)
            try c.encode(run.outline, forKey: .path)
            try c.encode(FillRule.nonZero, forKey: .fillRule)
            try c.encode(GlyphsReference(run), forKey: .glyphs)
        }
    }
}

extension Path: Encodable {
    /// Encodes the path as a list of SVG-like commands: `["M", x, y]`, `["L", x, y]`,
    /// `["Q", cx, cy, x, y]`, `["C", c1x, c1y, c2x, c2y, x, y]`, `["Z"]`.
    public func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        for e in elements {
            var command = list.nestedUnkeyedContainer()
            switch e {
            case .move(let x, let y):
                try command.encode("M")
                try command.encode(contentsOf: [x, y])
            case .line(let x, let y):
                try command.encode("L")
                try command.encode(contentsOf: [x, y])
            case .quad(let a, let b, let x, let y):
                try command.encode("Q")
                try command.encode(contentsOf: [a, b, x, y])
            case .cubic(let a, let b, let c, let d, let x, let y):
                try command.encode("C")
                try command.encode(contentsOf: [a, b, c, d, x, y])
            case .close: try command.encode("Z")
            }
        }
    }
}

extension Paint: Encodable {
    private enum Keys: String, CodingKey { case solid, gradient, kind, start, end, stops }

    /// Encodes the paint as documented in `DisplayList+JSON.swift`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .solid(let color):
            try c.encode(color.components, forKey: .solid)
        case .gradient(let g):
            var n = c.nestedContainer(keyedBy: Keys.self, forKey: .gradient)
            try n.encode(g.kind, forKey: .kind)
            try n.encode([g.startX, g.startY], forKey: .start)
            try n.encode([g.endX, g.endY], forKey: .end)
            try n.encode(g.stops.map { [$0.location] + $0.color.components }, forKey: .stops)
        }
    }
}

/// A glyph run's font, size and glyphs in a dump.
private struct GlyphsReference: Encodable {
    let font: String, size: Double, placements: [[Double]]
    init(_ run: GlyphRun) {
        font = run.face.postScriptName
        size = run.size
        placements = run.placements.map { [Double($0.glyph), $0.x, $0.y] }
    }
}

/// How an image appears in a dump: by name and size.
private struct ImageReference: Encodable {
    let name: String, width: Int, height: Int
    init(_ image: RasterImage) {
        name = image.name
        width = image.width
        height = image.height
    }
}

extension Matrix4 {
    /// The sixteen entries row by row: m11, m12, m13, m14, m21, …, m44.
    var entries: [Double] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
}

extension Rect {
    var components: [Double] { [x, y, width, height] }
}

extension CornerRadii {
    var components: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }
}

extension Color {
    var components: [Double] { [red, green, blue, alpha] }
}
