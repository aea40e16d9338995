import Foundation

/// How frames are named: files `0000.png`, `0001.png`, … (more digits past 9999) and time labels.
/// ``FrameRecorder`` and the `flipbook` command both name their frames here.
public enum FrameName {
    /// The file name of frame `index` with `suffix` (e.g. `.png`, `.json`): `0007.png`, `12345.png`.
    public static func fileName(_ index: Int, suffix: String = ".png") -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + suffix
    }

    /// A frame's time as a contact-sheet label, in milliseconds: `0 ms`, `16.7 ms`, `250 ms`.
    public static func timeLabel(seconds: Double) -> String {
        let ms = seconds * 1000
        let rounded = (ms * 10).rounded() / 10
        let whole = rounded == rounded.rounded() && abs(rounded) < 1e15
        let text = whole ? String(Int(rounded)) : String(format: "%.1f", rounded)
        return "\(text) ms"
    }
}
