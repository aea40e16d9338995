extension DisplayListReader {
    /// One item, by its `"op"`.
    mutating func item(_ json: JSONField, depth: Int) throws(DisplayListReadError) -> DisplayItem {
        let o = try json.object()
        switch try o["op"].string() {
        case "fill":
            return .fill(
                FillItem(
                    rect: try o["rect"].rect(), radii: try o["radii"].radii(), color: try o["color"].color(),
                    transform: try o["transform"].transform()))
        case "shape":
            return .shape(
                ShapeItem(
                    shape: try shape(o["shape"]), paint: try paint(o["paint"]),
                    transform: try o["transform"].transform()))
        case "backdrop":
            return .backdrop(BackdropItem(shape: try clip(o["clip"]), sigma: try o["sigma"].number()))
        case "image":
            return .image(
                ImageItem(
                    rect: try o["rect"].rect(), image: try image(o["image"]),
                    sourceRect: try o.optional("sourceRect")?.rect(), radii: try o["radii"].radii(),
                    sampling: try o["sampling"].choice(Sampling.self), opacity: try o["opacity"].number(),
                    transform: try o["transform"].transform()))
        case "mesh":
            return .mesh(try mesh(o))
        case "group":
            return .group(
                GroupItem(
                    opacity: try o["opacity"].number(), shadow: try o.optional("shadow").map(shadow),
                    clip: try o.optional("clip").map(clip),
                    mask: try o.optional("mask").map { field throws(DisplayListReadError) in
                        try items(field, depth: depth + 1)
                    },
                    children: try items(o["children"], depth: depth + 1)))
        case let op:
            throw o["op"].error(
                "expected \"fill\", \"shape\", \"backdrop\", \"image\", \"mesh\" or \"group\", got \"\(op.prefix(40))\""
            )
        }
    }

    private mutating func mesh(_ o: JSONObject) throws(DisplayListReadError) -> MeshItem {
        var vertices: [MeshVertex] = []
        for field in try o["vertices"].array() {
            let v = try field.numbers(5)
            vertices.append(MeshVertex(x: v[0], y: v[1], z: v[2], u: v[3], v: v[4]))
        }
        var indices: [Int] = []
        for field in try o["indices"].array() {
            indices.append(try field.integer(in: 0...max(0, vertices.count - 1)))
        }
        guard indices.count % 3 == 0 else {
            throw o["indices"].error("expected three indices per triangle, got \(indices.count)")
        }
        return MeshItem(
            vertices: vertices, indices: indices, texture: try image(o["texture"]),
            sampling: try o["sampling"].choice(Sampling.self), opacity: try o["opacity"].number(),
            transform: try o["transform"].transform())
    }

    private func clip(_ json: JSONField) throws(DisplayListReadError) -> ClipShape {
        let o = try json.object()
        return ClipShape(
            rect: try o["rect"].rect(), radii: try o["radii"].radii(), transform: try o["transform"].transform(),
            continuous: try o.optional("continuous")?.boolean() ?? false)
    }

    private func shadow(_ json: JSONField) throws(DisplayListReadError) -> Shadow {
        let o = try json.object()
        let offset = try o["offset"].numbers(2)
        return Shadow(
            color: try o["color"].color(), offsetX: offset[0], offsetY: offset[1], sigma: try o["sigma"].number())
    }

    private func shape(_ json: JSONField) throws(DisplayListReadError) -> Shape {
        let o = try json.object()
        switch try o["kind"].string() {
        case "roundedRect":
            return .roundedRect(try o["rect"].rect(), try o["radii"].radii())
        case "path":
            if let glyphs = o.optional("glyphs"), let run = try glyphRun(glyphs) { return .glyphs(run) }
            return .path(try path(o["path"]), try o["fillRule"].choice(FillRule.self))
        case "stroke":
            let style = StrokeStyle(
                width: try o["width"].number(), cap: try o["cap"].choice(StrokeStyle.Cap.self),
                join: try o["join"].choice(StrokeStyle.Join.self), miterLimit: try o["miterLimit"].number(),
                dashPattern: try o["dashPattern"].numberList(), dashPhase: try o["dashPhase"].number(),
                start: try o["start"].number(), end: try o["end"].number())
            return .stroke(try path(o["path"]), style)
        case let kind:
            throw o["kind"].error("expected \"roundedRect\", \"path\" or \"stroke\", got \"\(kind.prefix(40))\"")
        }
    }

    /// A glyph run in a bundled font, or nil when the font is not one (the outline path is drawn then).
    private func glyphRun(_ json: JSONField) throws(DisplayListReadError) -> GlyphRun? {
        let o = try json.object()
        let font = try o["font"].string()
        guard let bundled = BundledFont(rawValue: font), let face = try? bundled.face() else { return nil }
        var placements: [GlyphRun.Placement] = []
        for field in try o["placements"].array() {
            let p = try field.numbers(3)
            guard p[0] >= 0, p[0] <= Double(UInt32.max), p[0] == p[0].rounded() else {
                throw field.error("expected a glyph index from 0 to \(UInt32.max), got \(p[0])")
            }
            placements.append(GlyphRun.Placement(glyph: UInt32(p[0]), x: p[1], y: p[2]))
        }
        return GlyphRun(face: face, size: try o["size"].number(), placements: placements)
    }

    /// `[["M", x, y], ["L", x, y], ["Q", …4], ["C", …6], ["Z"]]`.
    private func path(_ json: JSONField) throws(DisplayListReadError) -> Path {
        var elements: [Path.Element] = []
        for command in try json.array() {
            let parts = try command.array()
            guard let letter = parts.first else { throw command.error("expected a command such as [\"M\", x, y]") }
            let arity = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
            let name = try letter.string()
            guard let count = arity[name] else {
                throw letter.error("expected \"M\", \"L\", \"Q\", \"C\" or \"Z\", got \"\(name.prefix(40))\"")
            }
            guard parts.count == count + 1 else {
                throw command.error("\"\(name)\" takes \(count) numbers, got \(parts.count - 1)")
            }
            var n: [Double] = []
            for part in parts.dropFirst() { n.append(try part.number()) }
            switch name {
            case "M": elements.append(.move(x: n[0], y: n[1]))
            case "L": elements.append(.line(x: n[0], y: n[1]))
            case "Q": elements.append(.quad(cx: n[0], cy: n[1], x: n[2], y: n[3]))
            case "C": elements.append(.cubic(c1x: n[0], c1y: n[1], c2x: n[2], c2y: n[3], x: n[4], y: n[5]))
            default: elements.append(.close)
            }
        }
        return Path(elements)
    }

    private func paint(_ json: JSONField) throws(DisplayListReadError) -> Paint {
        let o = try json.object()
        if let solid = o.optional("solid") { return .solid(try solid.color()) }
        guard let gradient = o.optional("gradient") else {
            throw json.error("expected {\"solid\": [r, g, b, a]} or {\"gradient\": {…}}")
        }
        let g = try gradient.object()
        let start = try g["start"].numbers(2)
        let end = try g["end"].numbers(2)
        var stops: [Gradient.Stop] = []
        for field in try g["stops"].array() {
            let s = try field.numbers(5)
            stops.append(Gradient.Stop(location: s[0], color: Color(red: s[1], green: s[2], blue: s[3], alpha: s[4])))
        }
        return .gradient(
            Gradient(
                kind: try g["kind"].choice(Gradient.Kind.self), stops: stops, startX: start[0], startY: start[1],
                endX: end[0], endY: end[1]))
    }
}
