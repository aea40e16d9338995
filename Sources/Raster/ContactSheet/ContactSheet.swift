/// A grid of frames, each shrunk to a thumbnail with a label underneath (e.g. its time), on a plain
/// background: one image that shows a whole transition at a glance.
public struct ContactSheet: Sendable {
    /// One cell: a frame and its label.
    public struct Tile: Sendable {
        /// The full-size frame.
        public var frame: Bitmap
        /// Text under the thumbnail, in Inter (cut with "…" when wider than the thumbnail).
        public var label: String

        /// A tile of `frame` labelled `label`.
        public init(frame: Bitmap, label: String) {
            self.frame = frame
            self.label = label
        }
    }

    /// Cells per row (the last row may be shorter).
    public var columns: Int
    /// Thumbnail width in pixels; the height follows the first frame's aspect ratio.
    public var thumbnailWidth: Int
    /// Pixels between cells and around the grid.
    public var padding: Int
    /// The labels' font size in pixels per em (Inter Regular).
    public var labelSize: Double
    /// The sheet's background.
    public var background: Color
    /// The label colour.
    public var labelColor: Color
    /// A one-pixel frame drawn around each thumbnail (so white screens stand out), or `nil` for none.
    public var borderColor: Color?

    /// A layout; the defaults suit phone-sized frames (6 columns of 160-pixel thumbnails on dark grey).
    public init(
        columns: Int = 6, thumbnailWidth: Int = 160, padding: Int = 12, labelSize: Double = 14,
        background: Color = Color(red: 0.12, green: 0.12, blue: 0.13),
        labelColor: Color = Color(red: 0.92, green: 0.92, blue: 0.94),
        borderColor: Color? = Color(red: 0.35, green: 0.35, blue: 0.38)
    ) {
        precondition(
            columns >= 1 && thumbnailWidth >= 1 && padding >= 0 && labelSize > 0 && labelSize.isFinite,
            "ContactSheet needs at least one column, a positive thumbnail width and label size")
        self.columns = columns
        self.thumbnailWidth = thumbnailWidth
        self.padding = padding
        self.labelSize = labelSize
        self.background = background
        self.labelColor = labelColor
        self.borderColor = borderColor
    }

    /// `count` frame indices spread evenly over `0..<frameCount`, always including the first and the last
    /// frame; all of them when `count ≥ frameCount`.
    public static func evenlySpacedIndices(frameCount: Int, count: Int) -> [Int] {
        guard frameCount > 0, count > 0 else { return [] }
        guard count < frameCount else { return Array(0..<frameCount) }
        guard count > 1 else { return [0] }
        return (0..<count).map { k in
            Int((Double(k) * Double(frameCount - 1) / Double(count - 1)).rounded())
        }
    }

    /// The sheet for `tiles` (at least one). Every frame is fitted into the first frame's thumbnail size.
    /// Throws only when the bundled font cannot be read.
    public func render(_ tiles: [Tile]) throws(FontError) -> Bitmap {
        precondition(!tiles.isEmpty, "A contact sheet needs at least one tile")
        let text = try LabelText()
        let first = tiles[0].frame
        let thumbWidth = thumbnailWidth
        let thumbHeight = max(
            1, Int((Double(thumbWidth) * Double(first.height) / Double(max(first.width, 1))).rounded()))
        // Labels are digits and lower case: the band holds the cap height, and the text sits on its bottom.
        let capHeight = text.capHeight(size: labelSize)
        let labelHeight = Int(capHeight.rounded(.up)) + 1
        let cellHeight = thumbHeight + padding / 2 + labelHeight
        let columnCount = min(columns, tiles.count)
        let rowCount = (tiles.count + columnCount - 1) / columnCount
        let width = padding + columnCount * (thumbWidth + padding)
        let height = padding + rowCount * (cellHeight + padding)
        var sheet = Bitmap(width: width, height: height, fill: background.premultiplied)
        var labels: [DisplayItem] = []
        for (index, tile) in tiles.enumerated() {
            let x = padding + (index % columnCount) * (thumbWidth + padding)
            let y = padding + (index / columnCount) * (cellHeight + padding)
            if let borderColor {
                let p = borderColor.premultiplied
                sheet.blendRect(x: x - 1, y: y - 1, width: thumbWidth + 2, height: thumbHeight + 2, p)
            }
            sheet.blendRect(x: x, y: y, width: thumbWidth, height: thumbHeight, background.premultiplied)
            let thumbnail = tile.frame.downsampled(width: thumbWidth, height: thumbHeight)
            sheet.composite(thumbnail, x: x, y: y)
            let label = text.fitted(tile.label, size: labelSize, width: Double(thumbWidth))
            let labelX = (Double(x) + (Double(thumbWidth) - text.width(label, size: labelSize)) / 2).rounded()
            let baseline = Double(y + thumbHeight + padding / 2) + capHeight.rounded(.up)
            let path = text.path(label, size: labelSize, x: labelX, baseline: baseline)
            labels.append(.shape(ShapeItem(shape: .path(path, .nonZero), paint: .solid(labelColor))))
        }
        Rasterizer().draw(labels, onto: &sheet)
        return sheet
    }
}

extension Bitmap {
    /// Composites `image` source-over with its top-left corner at (`x`, `y`), clipped to this bitmap.
    public mutating func composite(_ image: Bitmap, x: Int, y: Int) {
        let x0 = max(x, 0)
        let y0 = max(y, 0)
        let x1 = min(x + image.width, width)
        let y1 = min(y + image.height, height)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 {
                let source = image[column - x, row - y]
                if source.a == 255 {
                    self[column, row] = source
                } else if source.a > 0 {
                    self[column, row] = PremultipliedPixel(packed: sourceOver(source.packed, self[column, row].packed))
                }
            }
        }
    }
}
