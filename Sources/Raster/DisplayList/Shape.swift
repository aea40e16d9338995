/// The geometry of a ``ShapeItem``: which points of its local plane it covers.
public enum Shape: Sendable, Hashable {
    /// A rectangle with rounded corners (radii clamped as ``FillItem`` clamps them).
    case roundedRect(Rect, CornerRadii)
    /// The inside of a path under a fill rule.
    case path(Path, FillRule)
    /// The outline of a path drawn with a pen: the stroke is turned into a path and filled
    /// (non-zero), so a stroke and a fill of the same path share exact edges.
    case stroke(Path, StrokeStyle)
    /// A line of glyphs, filled from cached glyph coverage where it can be (see ``GlyphRun``) and
    /// otherwise as the non-zero fill of its outline.
    case glyphs(GlyphRun)
}

/// How a path is stroked, with Core Graphics' meanings.
public struct StrokeStyle: Sendable, Hashable {
    /// Line end shapes.
    public enum Cap: String, Sendable, Codable, CaseIterable {
        /// Ends exactly at the end point.
        case butt
        /// A half circle around the end point.
        case round
        /// A half square around the end point.
        case square
    }

    /// Corner shapes between segments.
    public enum Join: String, Sendable, Codable, CaseIterable {
        /// A sharp corner, cut to a bevel when longer than `miterLimit` × width.
        case miter
        /// A circular corner.
        case round
        /// A straight cut across the corner.
        case bevel
    }

    /// Pen width in local units.
    public var width: Double
    public var cap: Cap
    public var join: Join
    /// Miter length over line width beyond which a miter join becomes a bevel.
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps (empty: a solid line).
    public var dashPattern: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double
    /// The fraction of the path's length where the stroke starts (0…1).
    public var start: Double
    /// The fraction of the path's length where the stroke ends (0…1).
    public var end: Double

    /// A pen; defaults are Core Graphics' (1 unit wide, butt caps, miter joins with limit 10,
    /// solid, the whole path).
    public init(
        width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
        dashPattern: [Double] = [], dashPhase: Double = 0, start: Double = 0, end: Double = 1
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
        self.start = start
        self.end = end
    }

    /// Every number is finite.
    var isFinite: Bool {
        width.isFinite && miterLimit.isFinite && dashPhase.isFinite && start.isFinite && end.isFinite
            && dashPattern.allSatisfy(\.isFinite)
    }
}
