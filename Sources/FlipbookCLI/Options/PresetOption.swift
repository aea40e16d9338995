import ArgumentParser
import Raster

/// The PNG compression preset chosen with `--preset`.
public enum PresetOption: String, Sendable, CaseIterable, ExpressibleByArgument {
    /// Flipbook's own deflate for rendered frames (rows filtered per row, runs and repeated rows matched):
    /// fastest, larger files (the default).
    case fast
    /// zlib level 9 with adaptive filtering: smallest files, slower.
    case small

    /// The encoder settings.
    public var preset: PNGEncoder.Preset {
        switch self {
        case .fast: .fast
        case .small: .small
        }
    }
}
