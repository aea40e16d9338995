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
//       { "op": "image", "rect": [x, y, w, h], "image": { "name": String, "width": Int, "height": Int },
//         "sourceRect": [x, y, w, h]  (omitted when the whole image is drawn; image pixels),
//         "radii": [tl, tr, br, bl], "sampling": "bilinear" | "nearest", "opacity": Double,
//         "transform": [16 numbers] }
//       { "op": "mesh",  "texture": { "name", "width", "height" }, "sampling", "opacity",
//         "vertices": [[x, y, z, u, v], …], "indices": [Int, …]  (three per triangle),
//         "transform": [16 numbers] }
//       { "op": "group", "opacity": Double,
//         "clip": { "rect": [x, y, w, h], "radii": [tl, tr, br, bl], "transform": [16 numbers] }  (omitted if none),
//         "mask": [Item]  (omitted if none), "children": [Item] }
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
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // Every value here is a number, string, array or object, and non-finite numbers have a
        // string form, so encoding cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The list as pretty-printed JSON text with sorted keys.
    public var jsonString: String { String(decoding: jsonData(), as: UTF8.self) }
}

extension DisplayItem: Encodable {
    private enum Keys: String, CodingKey {
        case op, rect, radii, color, transform, image, sourceRect, sampling, opacity, texture, vertices, indices, clip, mask, children
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
            if let clip = g.clip {
                try c.encode(["rect": clip.rect.components, "radii": clip.radii.components, "transform": clip.transform.entries], forKey: .clip)
            }
            try c.encodeIfPresent(g.mask, forKey: .mask)
            try c.encode(g.children, forKey: .children)
        }
    }
}

/// How an image appears in a dump: by name and size.
private struct ImageReference: Encodable {
    let name: String, width: Int, height: Int
    init(_ image: RasterImage) { name = image.name; width = image.width; height = image.height }
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
