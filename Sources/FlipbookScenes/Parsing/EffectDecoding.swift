import Raster
import Yams

/// A view's `shadow`, `border`, `gradient`, `path` and `blur` fields.
extension DecodingContext {
    static let shadowKeys = ["color", "opacity", "offset", "radius", "path"]
    static let borderKeys = ["width", "color"]
    static let gradientKeys = ["colors", "locations", "start", "end", "type"]
    static let shapeKeys = ["d", "fill", "stroke", "lineWidth", "fillRule"]
    static let blurKeys = ["style"]

    /// The largest shadow radius, border width or line width, in points.
    static let effectPoints = 1000.0

    /// `shadow: {color, opacity, offset: [dx, dy], radius, path}`.
    func shadow(_ field: Field) -> SceneShadow? {
        guard
            let reader = MappingReader(
                field, keys: Self.shadowKeys, expected: "a shadow {color, opacity, offset, radius, path}", context: self
            )
        else { return nil }
        var shadow = SceneShadow()
        if let f = reader.optional("color"), let c = color(f) { shadow.color = c }
        if let f = reader.optional("opacity"), let v = number(f, in: 0...1, "an opacity from 0 to 1") {
            shadow.opacity = v
        }
        if let f = reader.optional("offset"), let p = point(f) { shadow.offset = p }
        if let f = reader.optional("radius"), let v = effectSize(f, "a shadow radius") { shadow.radius = v }
        shadow.path = reader.optional("path").flatMap(pathData)
        return shadow
    }

    /// `border: {width, color}`.
    func border(_ field: Field) -> SceneBorder? {
        guard
            let reader = MappingReader(field, keys: Self.borderKeys, expected: "a border {width, color}", context: self)
        else { return nil }
        let width = reader.required("width", "a border width in points").flatMap { effectSize($0, "a border width") }
        let color = reader.optional("color").flatMap(color)
        guard let width else { return nil }
        return SceneBorder(width: width, color: color ?? .black)
    }

    /// `gradient: {colors: [C…], locations: [N…], start: [x, y], end: [x, y], type}`.
    func gradient(_ field: Field) -> SceneGradient? {
        guard
            let reader = MappingReader(
                field, keys: Self.gradientKeys, expected: "a gradient {colors, locations, start, end, type}",
                context: self)
        else { return nil }
        var colors: [Color]?
        if let f = reader.required("colors", "a list of at least two colours") {
            let fields = list(f, "a list of at least two colours")
            let decoded = fields.map(color)
            if case .sequence = f.node, fields.count < 2 {
                report(f.node, f.path, "expected a list of at least two colours, got \(fields.count)")
            } else if !decoded.contains(where: { $0 == nil }), !fields.isEmpty {
                colors = decoded.map { $0! }
            }
        }
        var locations: [Double]?
        if let f = reader.optional("locations") {
            let fields = list(f, "a list of locations, one per colour")
            let decoded = fields.map { number($0, in: -10...10, "a location from -10 to 10 (0…1 spans the bounds)") }
            if let colors, case .sequence = f.node, fields.count != colors.count {
                report(
                    f.node, f.path,
                    "expected one location per colour (\(colors.count)), got \(fields.count)")
            } else if !decoded.contains(where: { $0 == nil }) {
                locations = decoded.map { $0! }
            }
        }
        var gradient = SceneGradient(colors: colors ?? [], locations: locations)
        if let f = reader.optional("start"), let p = unitPoint(f) { gradient.start = p }
        if let f = reader.optional("end"), let p = unitPoint(f) { gradient.end = p }
        if let f = reader.optional("type"), let type: SceneGradientType = enumCase(f, "a gradient type") {
            gradient.type = type
        }
        return colors == nil ? nil : gradient
    }

    /// `path: {d: "M 0 0 L 10 0 Z", fill, stroke, lineWidth, fillRule}`.
    func shape(_ field: Field) -> SceneShape? {
        guard
            let reader = MappingReader(
                field, keys: Self.shapeKeys, expected: "a shape {d, fill, stroke, lineWidth, fillRule}", context: self)
        else { return nil }
        let path = reader.required("d", "SVG-style path data such as \"M 0 0 L 40 0 L 20 30 Z\"").flatMap(pathData)
        var shape = SceneShape(path: path ?? ScenePath(path: Path()))
        if let f = reader.optional("fill") { shape.fill = noneOrColor(f) }
        if let f = reader.optional("stroke") { shape.stroke = noneOrColor(f) }
        if let f = reader.optional("lineWidth"), let v = effectSize(f, "a line width") { shape.lineWidth = v }
        if let f = reader.optional("fillRule"), let rule = name(f, among: ["nonZero", "evenOdd"], "a fill rule") {
            shape.evenOdd = rule == "evenOdd"
        }
        return path == nil ? nil : shape
    }

    /// `blur: {style}`.
    func blur(_ field: Field) -> SceneBlur? {
        guard let reader = MappingReader(field, keys: Self.blurKeys, expected: "a blur {style}", context: self) else {
            return nil
        }
        let style: SceneBlurStyle? = reader.required("style", "a blur style such as systemMaterial").flatMap {
            enumCase($0, "a blur style")
        }
        return style.map(SceneBlur.init(style:))
    }

    /// SVG-style path data in a string; problems are reported with the character they are at.
    func pathData(_ field: Field) -> ScenePath? {
        guard let text = string(field, "SVG-style path data such as \"M 0 0 L 40 0 L 20 30 Z\"") else { return nil }
        do {
            return ScenePath(path: try PathData.parse(text, limit: Scene.Limits.coordinate), data: text)
        } catch {
            report(field.node, field.path, "character \(error.character) of the path data: \(error.message)")
            return nil
        }
    }

    /// A colour, or `none` for nothing.
    private func noneOrColor(_ field: Field) -> Color? {
        if case .scalar(let scalar) = field.node, scalar.string == "none" { return nil }
        return color(field)
    }

    /// A size in points from 0 to ``effectPoints``.
    private func effectSize(_ field: Field, _ what: String) -> Double? {
        number(field, in: 0...Self.effectPoints, "\(what) from 0 to \(format(Self.effectPoints)) points")
    }

    /// A point in unit coordinates of the bounds, each within -10…10 (outside 0…1 is allowed, as on iOS).
    private func unitPoint(_ field: Field) -> ScenePoint? {
        guard let p = point(field) else { return nil }
        guard abs(p.x) <= 10, abs(p.y) <= 10 else {
            report(
                field.node, field.path,
                """
                expected a point in unit coordinates of the bounds ([0, 0] top left, [1, 1] bottom right), each \
                from -10 to 10, got [\(format(p.x)), \(format(p.y))]
                """
            )
            return nil
        }
        return p
    }
}
