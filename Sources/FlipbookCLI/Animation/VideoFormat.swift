import ArgumentParser
import Foundation

/// The video containers `--video` writes, chosen by the file's extension, and the ffmpeg arguments that
/// encode each.
enum VideoFormat: String {
    /// H.264 (libx264) in MP4.
    case mp4
    /// VP9 (libvpx) in WebM.
    case webm

    /// The format of `path`, by its extension (case-insensitive).
    init(path: String) throws {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = VideoFormat(rawValue: ext) else {
            throw ValidationError("--video \(path): the file must end in .mp4 (H.264) or .webm (VP9)")
        }
        self = format
    }

    /// ffmpeg's output arguments: codec, quality, pixel format, colour tags and container.
    var encoderArguments: [String] {
        let codec: [String] =
            switch self {
            case .mp4: ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-movflags", "+faststart"]
            case .webm: ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-row-mt", "1"]
            }
        // sRGB frames become BT.709 limited-range YUV 4:2:0, tagged as such so players convert them back.
        return codec + [
            "-vf", "scale=out_color_matrix=bt709:out_range=tv", "-pix_fmt", "yuv420p", "-colorspace", "bt709",
            "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv", "-fps_mode", "cfr",
            "-f", rawValue,
        ]
    }
}
