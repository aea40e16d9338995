/// Output file names: frames are `0000.png`, `0001.png`, … (more digits past 9999).
public enum FrameName {
    /// The file name of frame `index` with `suffix` (e.g. `.png`, `.json`).
    public static func name(_ index: Int, suffix: String = ".png") -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + suffix
    }

    /// A frame's time as a contact-sheet label, in milliseconds: `0 MS`, `16.7 MS`, `250 MS`.
    public static func timeLabel(seconds: Double) -> String {
        let ms = seconds * 1000
        let rounded = (ms * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
        return "\(text) MS"
    }
}
