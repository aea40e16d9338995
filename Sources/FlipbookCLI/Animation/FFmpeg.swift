import Foundation

/// Finds the `ffmpeg` executable: `$FLIPBOOK_FFMPEG` when set, else the first `ffmpeg` on `PATH`.
enum FFmpeg {
    /// The environment variable that names the executable (tests use it to simulate a missing one).
    static let environmentVariable = "FLIPBOOK_FFMPEG"

    /// The executable, or an error with exit status 69 (unavailable) saying how to get it.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) -> URL {
        if let path = environment[environmentVariable] {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw CLIError(
                    "--video needs ffmpeg, but \(environmentVariable)=\(path) is not an executable file",
                    status: .unavailable)
            }
            return URL(fileURLWithPath: path)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CLIError(
            """
            --video needs the ffmpeg executable, which is not on PATH: install it (Debian: apt-get install \
            ffmpeg; Scripts/install-dependencies.sh does) or name it with \(environmentVariable)
            """,
            status: .unavailable)
    }
}
