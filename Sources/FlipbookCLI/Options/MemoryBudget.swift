import ArgumentParser
import FlipbookScenes

/// `--max-memory`: the memory one run may use for pixels — the scene's decoded images together, plus
/// the frames in flight and the frames kept for a contact sheet or goldens. Checked before the work is
/// done: images before each is decoded, frames before rendering starts; the frames rendered at once are
/// as many as fit (at most two per thread).
public struct MemoryBudget: ParsableArguments {
    /// The default budget: 2 GiB.
    public static let defaultBytes = 2 << 30
    /// What one frame in flight costs, in frame sizes: its bitmap, the rasterizer's group layers and
    /// the encoded PNG (conservatively).
    static let costPerFrameInFlight = 3

    /// The budget in bytes.
    @Option(
        name: .customLong("max-memory"),
        help: ArgumentHelp("Memory for images and frames, e.g. 512M or 4G (default 2G).", valueName: "size"),
        transform: { try MemoryBudget.bytes(parsing: $0) })
    public var bytes: Int = MemoryBudget.defaultBytes

    /// The default budget.
    public init() {}

    /// `512M`, `4G`, `1048576` (bytes), `800K`: a size from 1M to 1T.
    static func bytes(parsing text: String) throws -> Int {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var digits = Substring(text.uppercased())
        if digits.hasSuffix("B") { digits = digits.dropLast() }
        var unit = 1
        if let last = digits.last, let value = units[last] {
            unit = value
            digits = digits.dropLast()
        }
        guard let number = Double(digits), number.isFinite, number > 0, number * Double(unit) >= Double(1 << 20),
            number * Double(unit) <= Double(1 << 40)
        else {
            throw ValidationError(
                "--max-memory must be a size from 1M to 1T such as 512M or 4G, got \"\(text.prefix(40))\"")
        }
        return Int(number * Double(unit))
    }

    /// `bytes` in megabytes, for messages.
    static func megabytes(_ bytes: Int) -> String { "\((bytes + (1 << 20) - 1) >> 20) MB" }

    /// How many frames can be in flight at once, at most `wanted`, with `kept` finished frames held and
    /// the scene's images loaded; throws when not even one fits.
    func framesInFlight(scene: Scene, wanted: Int, kept: Int) throws(CLIError) -> Int {
        let frame = scene.screen.pixelWidth * scene.screen.pixelHeight * 4
        let fixed = scene.imageBytes + kept * frame
        let perFrame = frame * Self.costPerFrameInFlight
        let fitting = (bytes - fixed) / perFrame
        guard fitting >= 1 else {
            var parts = [
                """
                \(Self.megabytes(perFrame)) per frame being rendered \
                (\(scene.screen.pixelWidth)×\(scene.screen.pixelHeight) px)
                """
            ]
            if scene.imageBytes > 0 { parts.append("\(Self.megabytes(scene.imageBytes)) of decoded images") }
            if kept > 0 { parts.append("\(Self.megabytes(kept * frame)) for \(kept) kept frames") }
            throw CLIError(
                "this render needs \(Self.megabytes(fixed + perFrame)) (\(parts.joined(separator: ", "))), "
                    + "over the memory budget of \(Self.megabytes(bytes)); raise it with --max-memory",
                status: .invalidInput)
        }
        return min(wanted, fitting)
    }
}
