import Foundation

/// Reads the JSON that ``DisplayList/jsonData(prettyPrinted:)`` writes (the schema is documented in
/// `DisplayList+JSON.swift`) back into a display list, so a frame dumped with `--display-list` can be
/// drawn again — in a bug report, or after editing it by hand.
///
/// Images are written by name and size only, so the reader asks `images` for their pixels. Every
/// problem is a ``DisplayListReadError`` naming the field (`items[3].children[0].rect`) and what was
/// expected; limits on the frame size, group nesting and item count are checked before any pixel is
/// allocated.
public struct DisplayListReader {
    /// How much a display list may ask for.
    public struct Limits: Sendable {
        /// Largest frame width and height, in pixels.
        public var maxSide = 16384
        /// Largest frame area, in pixels (64 Mpx, a 256 MB bitmap).
        public var maxPixels = 1 << 26
        /// Deepest nesting of groups (each group may render into a layer of its own).
        public var maxGroupDepth = 64
        /// Most items, counted over every group, mask and child.
        public var maxItems = 1_000_000
        /// Most memory the list's images may take together (each distinct image once, 4 bytes a pixel):
        /// 1 GiB. One image is also held to ``maxPixels``.
        public var maxImageBytes = 1 << 30
        /// The default limits.
        public init() {}
    }

    /// An image as a display list names it.
    public struct ImageReference: Sendable, Hashable {
        /// The image's name (`RasterImage.name`).
        public var name: String
        /// Its size in pixels, as the list declares it.
        public var width: Int, height: Int
        /// The image `name` of `width × height` pixels.
        public init(name: String, width: Int, height: Int) {
            self.name = name
            self.width = width
            self.height = height
        }
    }

    /// Supplies the pixels of a named image; throw (any error) when there is none.
    public typealias ImageProvider = (ImageReference) throws -> RasterImage

    private let limits: Limits
    private let images: ImageProvider
    private var itemCount = 0
    /// Images already provided, by reference: an image drawn by many items is asked for (and held) once.
    private var provided: [ImageReference: RasterImage] = [:]
    /// The memory the provided images take, in bytes.
    private var imageBytes = 0

    /// A reader that takes images from `images` and enforces `limits`.
    public init(limits: Limits = Limits(), images: @escaping ImageProvider) {
        self.limits = limits
        self.images = images
    }

    /// What the JSON parser said, without Foundation's error domain and code.
    private static func detail(of error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error, let underlying = context.underlyingError else {
            return ""
        }
        return " (\(underlying))"
    }

    /// The display list in `data`.
    public func read(_ data: Data) throws(DisplayListReadError) -> DisplayList {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw DisplayListReadError(field: "", problem: "not valid JSON" + Self.detail(of: error))
        }
        var reader = self
        return try reader.list(JSONField(root, path: ""))
    }

    private mutating func list(_ json: JSONField) throws(DisplayListReadError) -> DisplayList {
        let object = try json.object()
        let width = try object["width"].integer(in: 0...limits.maxSide)
        let height = try object["height"].integer(in: 0...limits.maxSide)
        guard Self.area(width, height).map({ $0 <= limits.maxPixels }) ?? false else {
            throw json.error(
                "a frame of \(width)×\(height) pixels is larger than the limit of \(limits.maxPixels) pixels")
        }
        return DisplayList(
            width: width, height: height, background: try object["background"].color(),
            items: try items(object["items"], depth: 0))
    }

    mutating func items(_ json: JSONField, depth: Int) throws(DisplayListReadError) -> [DisplayItem] {
        guard depth <= limits.maxGroupDepth else {
            throw json.error("groups nested deeper than \(limits.maxGroupDepth) levels")
        }
        let elements = try json.array()
        itemCount += elements.count
        guard itemCount <= limits.maxItems else {
            throw json.error("more than \(limits.maxItems) items")
        }
        var result: [DisplayItem] = []
        result.reserveCapacity(elements.count)
        for element in elements { result.append(try item(element, depth: depth)) }
        return result
    }

    /// `width × height`, or nil when that overflows (limits are public, so a caller may raise them far).
    static func area(_ width: Int, _ height: Int) -> Int? {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : area
    }

    /// An image reference: held to ``Limits/maxPixels`` and, with the images before it, to
    /// ``Limits/maxImageBytes`` before the provider is asked for its pixels (a placeholder is made at the
    /// size the list claims).
    mutating func image(_ json: JSONField) throws(DisplayListReadError) -> RasterImage {
        let object = try json.object()
        let reference = ImageReference(
            name: try object["name"].string(), width: try object["width"].integer(in: 1...limits.maxSide),
            height: try object["height"].integer(in: 1...limits.maxSide))
        if let image = provided[reference] { return image }
        guard let pixels = Self.area(reference.width, reference.height), pixels <= limits.maxPixels else {
            throw json.error(
                """
                an image of \(reference.width)×\(reference.height) pixels is larger than the limit of \
                \(limits.maxPixels) pixels
                """)
        }
        let (bytes, bytesOverflow) = pixels.multipliedReportingOverflow(by: 4)
        let (total, totalOverflow) = imageBytes.addingReportingOverflow(bytes)
        guard !bytesOverflow, !totalOverflow, total <= limits.maxImageBytes else {
            throw json.error(
                """
                image "\(reference.name)" (\(reference.width)×\(reference.height) pixels) takes the list's images \
                over \((limits.maxImageBytes >> 20) + (limits.maxImageBytes & ((1 << 20) - 1) == 0 ? 0 : 1)) MB
                """)
        }
        let image: RasterImage
        do { image = try images(reference) } catch {
            throw json.error("no image \"\(reference.name)\": \(FileProblem.reason(error))")
        }
        guard image.width == reference.width, image.height == reference.height else {
            throw json.error(
                "image \"\(reference.name)\" is \(image.width)×\(image.height) pixels, "
                    + "the list says \(reference.width)×\(reference.height)")
        }
        imageBytes = total
        provided[reference] = image
        return image
    }
}

/// A problem in a display list's JSON: which field, and what was wrong with it.
public struct DisplayListReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field's path, e.g. `items[3].children[0].rect` (empty for the whole document).
    public var field: String
    /// What was expected or wrong, in words.
    public var problem: String

    /// "`field`: `problem`", or just the problem for the whole document.
    public var description: String { field.isEmpty ? problem : "\(field): \(problem)" }
}

extension DisplayListReader {
    /// A stand-in for an image whose pixels are not at hand: a checkerboard of light and mid grey in
    /// 8-pixel squares, of the reference's size, so its placement and transform stay visible.
    public static func placeholder(for reference: ImageReference) -> RasterImage {
        let light = PremultipliedPixel(r: 224, g: 224, b: 224, a: 255)
        let mid = PremultipliedPixel(r: 160, g: 160, b: 160, a: 255)
        var bitmap = Bitmap(width: reference.width, height: reference.height)
        for y in 0..<reference.height {
            for x in 0..<reference.width { bitmap[x, y] = (x / 8 + y / 8) % 2 == 0 ? light : mid }
        }
        return RasterImage(bitmap: bitmap, name: reference.name)
    }
}
