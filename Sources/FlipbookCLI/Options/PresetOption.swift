import ArgumentParser
import Raster

/// The PNG compression preset chosen with `--preset`.
public enum PresetOption: String, Sendable, CaseIterable, ExpressibleByArgument {
    /// UP filtering, libdeflate level 2 over the whole image: fastest, larger files (the default).
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
