import Flipbook
import Foundation
import Raster

/// The timing chart of `flipbook render --chart`: for each animated view a lane with one row per animated
/// property (position x/y, scale, rotation, alpha), each curve normalised to its own range (labelled at
/// the left), against a shared time axis in milliseconds; a dashed line marks each property's final value
/// (a spring's overshoot shows as the curve crossing it, and its size is written beside the name), and
/// the scene's finger markers (touch, release; a band where the finger held still) run across every lane.
struct TimingChart {
    /// The heading (the scene's name).
    var title: String
    /// The tracks to draw, in order.
    var tracks: [TimingTrack]
    /// Animated views that did not fit (counted in the footer).
    var omitted = 0
    var markers: [TimingMarker] = []
    /// The times of the first and last rendered frame, in seconds.
    var timeRange: ClosedRange<Double>

    /// At most this many lanes are drawn; the rest are counted in the footer.
    static let maximumLanes = 12

    private let width = 1000.0
    private let margin = 16.0
    private let labelColumn = 210.0
    private let titleHeight = 30.0
    private let markerHeight = 20.0
    private let laneHeader = 24.0
    private let rowHeight = 52.0
    private let axisHeight = 30.0
    private let footerHeight = 22.0

    private static let background = Color(red: 0.12, green: 0.12, blue: 0.13)
    private static let text = Color(red: 0.91, green: 0.91, blue: 0.93)
    private static let dim = Color(red: 0.63, green: 0.63, blue: 0.67)
    private static let grid = Color(red: 0.24, green: 0.24, blue: 0.27)
    private static let rowShade = Color(red: 0.15, green: 0.15, blue: 0.17)
    private static let markerColor = Color(red: 1, green: 0.84, blue: 0.35)

    /// The colour of a property's curve.
    static func color(of property: TimingTrack.Property) -> Color {
        switch property {
        case .x: Color(red: 0.35, green: 0.62, blue: 1)
        case .y: Color(red: 0.3, green: 0.85, blue: 0.85)
        case .scale: Color(red: 0.45, green: 0.85, blue: 0.4)
        case .rotation: Color(red: 1, green: 0.6, blue: 0.25)
        case .alpha: Color(red: 0.95, green: 0.45, blue: 0.7)
        }
    }

    private var plotLeft: Double { margin + labelColumn }
    private var plotWidth: Double { width - plotLeft - margin - 8 }

    /// The chart as a bitmap.
    func render() throws(FontError) -> Bitmap {
        let text = try LabelText()
        let rowsHeight = tracks.reduce(0.0) { $0 + laneHeader + Double($1.animatedProperties.count) * rowHeight }
        let bodyTop = margin + titleHeight + markerHeight
        let height = bodyTop + max(rowsHeight, 24) + axisHeight + (omitted > 0 ? footerHeight : 0) + margin
        // Three layers: row shading and text, then the markers, then the curves on top.
        var back: [DisplayItem] = []
        var middle: [DisplayItem] = []
        var front: [DisplayItem] = []
        func fill(_ rect: Rect, _ color: Color, into items: inout [DisplayItem]) {
            items.append(.fill(FillItem(rect: rect, color: color)))
        }
        func write(_ string: String, x: Double, baseline: Double, size: Double = 12, color: Color = Self.text) {
            let path = text.path(string, size: size, x: x, baseline: baseline)
            back.append(.shape(ShapeItem(shape: .path(path, .nonZero), paint: .solid(color))))
        }
        func stroke(
            _ path: Path, _ color: Color, width: Double = 1, dash: [Double] = [], into items: inout [DisplayItem]
        ) {
            let style = StrokeStyle(width: width, cap: .round, join: .round, dashPattern: dash)
            items.append(.shape(ShapeItem(shape: .stroke(path, style), paint: .solid(color))))
        }

        write(text.fitted(title, size: 15, width: width - 2 * margin), x: margin, baseline: margin + 18, size: 15)
        let bodyBottom = bodyTop + max(rowsHeight, 24)
        // Time grid and axis.
        let step = Self.tickStep(seconds: timeRange.upperBound - timeRange.lowerBound)
        var tick = (timeRange.lowerBound / step).rounded(.up) * step
        while tick <= timeRange.upperBound + 1e-9 {
            let x = xPosition(tick).rounded() + 0.5
            var line = Path()
            line.move(to: x, bodyTop)
            line.line(to: x, bodyBottom + 4)
            stroke(line, Self.grid, into: &back)
            let label = "\(Int((tick * 1000).rounded())) ms"
            write(label, x: x - text.width(label, size: 11) / 2, baseline: bodyBottom + 18, size: 11, color: Self.dim)
            tick += step
        }
        // Markers: a dashed line for a moment, a tinted band for a span.
        for marker in markers {
            let x = xPosition(marker.time)
            if marker.duration > 0 {
                let band = Rect(
                    x: x, y: bodyTop, width: max(xPosition(marker.time + marker.duration) - x, 1),
                    height: bodyBottom - bodyTop)
                fill(band, Self.markerColor.withAlpha(0.12), into: &middle)
            } else {
                var line = Path()
                line.move(to: x, bodyTop)
                line.line(to: x, bodyBottom)
                stroke(line, Self.markerColor, dash: [4, 3], into: &middle)
            }
            let labelX = min(max(x + 3, plotLeft), width - margin - text.width(marker.label, size: 11))
            write(marker.label, x: labelX, baseline: bodyTop - 6, size: 11, color: Self.markerColor)
        }
        // Lanes.
        var top = bodyTop
        if tracks.isEmpty {
            write("No view moved, scaled, turned or faded.", x: plotLeft, baseline: top + 17, color: Self.dim)
        }
        for track in tracks {
            write(
                text.fitted(track.label, size: 13, width: width - 2 * margin), x: margin, baseline: top + 17, size: 13)
            top += laneHeader
            for (row, property) in track.animatedProperties.enumerated() {
                if row % 2 == 0 {
                    fill(
                        Rect(x: margin, y: top, width: width - 2 * margin, height: rowHeight), Self.rowShade,
                        into: &back)
                }
                let range = track.range(of: property)!
                let color = Self.color(of: property)
                var name = property.name
                if let overshoot = track.overshoot(of: property) {
                    name += "  overshoot \(Self.format(overshoot))\(property.unit)"
                }
                write(
                    text.fitted(name, size: 12, width: labelColumn - 16), x: margin + 8, baseline: top + 16,
                    color: color)
                let span = "\(Self.format(range.lowerBound))…\(Self.format(range.upperBound))\(property.unit)"
                write(
                    text.fitted(span, size: 11, width: labelColumn - 16), x: margin + 8, baseline: top + 32, size: 11,
                    color: Self.dim)
                let (curve, final) = paths(track, property, range: range, top: top)
                stroke(final, color.withAlpha(0.45), dash: [3, 3], into: &front)
                stroke(curve, color, width: 1.75, into: &front)
                top += rowHeight
            }
        }
        if omitted > 0 {
            write(
                "\(omitted) more animated view\(omitted == 1 ? "" : "s") not shown", x: margin,
                baseline: bodyBottom + axisHeight + 14, size: 11, color: Self.dim)
        }
        let items = back + middle + front
        let list = DisplayList(
            width: Int(width), height: Int(height.rounded(.up)), background: Self.background, items: items)
        return Rasterizer().render(list)
    }

    /// The curve of `property` (broken where the view was off screen) and the line of its final value.
    private func paths(
        _ track: TimingTrack, _ property: TimingTrack.Property, range: ClosedRange<Double>, top: Double
    ) -> (curve: Path, final: Path) {
        let inset = 6.0
        func y(_ value: Double) -> Double {
            let t = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            return top + rowHeight - inset - t * (rowHeight - 2 * inset)
        }
        var curve = Path()
        var previousFrame: Int?
        for sample in track.samples {
            let point = (xPosition(sample.time), y(sample.values[property.rawValue]))
            if previousFrame == sample.frame - 1 {
                curve.line(to: point.0, point.1)
            } else {
                curve.move(to: point.0, point.1)
            }
            previousFrame = sample.frame
        }
        var final = Path()
        if let last = track.samples.last {
            let level = y(last.values[property.rawValue])
            final.move(to: plotLeft, level)
            final.line(to: plotLeft + plotWidth, level)
        }
        return (curve, final)
    }

    private func xPosition(_ time: Double) -> Double {
        let length = max(timeRange.upperBound - timeRange.lowerBound, 1e-9)
        return plotLeft + (time - timeRange.lowerBound) / length * plotWidth
    }

    /// A round tick spacing giving about 5–12 ticks over `seconds`.
    static func tickStep(seconds: Double) -> Double {
        for step in [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 30, 60] where seconds / step <= 12 {
            return step
        }
        return max(seconds / 10, 60)
    }

    /// A value with up to two decimals and no trailing zeros (`0.95`, `375`, `-12.5`).
    static func format(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.contains(".") && (text.hasSuffix("0") || text.hasSuffix(".")) { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

extension Color {
    /// The colour with its alpha multiplied by `factor`.
    fileprivate func withAlpha(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
