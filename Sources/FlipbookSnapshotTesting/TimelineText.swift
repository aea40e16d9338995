import Flipbook
import Foundation

/// The timing chart's data as text: per view, a table of the properties that changed (centre x and y
/// in points, scale, rotation in degrees, alpha) at every frame, times in milliseconds, numbers with at
/// most two decimals, columns aligned.
///
/// ```
/// photo: x, y, scale
///   time       x       y   scale
///   0 ms     120     300       1
///   16.7 ms  131.5   300    1.04
/// ```
enum TimelineText {
    static func text(of tracks: [TimingTrack], title: String, frames: Int, fps: Double) -> String {
        var lines = ["\(title): \(frames) frames at \(TextNumber.format(fps)) fps"]
        if tracks.isEmpty { lines.append("nothing moved") }
        for track in tracks {
            var properties = track.animatedProperties
            if properties.isEmpty { properties = [.x, .y] }
            lines.append("")
            lines.append("\(track.label): " + properties.map(\.name).joined(separator: ", "))
            var rows = [["time"] + properties.map(\.name)]
            for sample in track.samples {
                rows.append(
                    [TextNumber.milliseconds(sample.time)]
                        + properties.map { TextNumber.format(sample.values[$0.rawValue]) })
            }
            let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                let time = row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
                let values = zip(row.dropFirst(), widths.dropFirst()).map { value, width in
                    String(repeating: " ", count: width - value.count) + value
                }
                lines.append("  " + ([time] + values).joined(separator: "  "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
