import CPNG

extension cpng_status {
    /// The error message libpng (or CPNG) reported.
    var messageText: String { Self.text(message) }
    /// The libpng warnings, separated by "; " (empty when there were none).
    var warningsText: String { Self.text(warnings) }

    private static func text<T>(_ cString: T) -> String {
        withUnsafeBytes(of: cString) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The failure as a `PNGError`, or nil when the call succeeded. `decoding` tells whether
    /// libpng's complaints are about the input data (decoding) or about our use of it (encoding).
    func error(decoding: Bool) -> PNGError? {
        guard code != CPNG_OK else { return nil }
        let action = decoding ? "cannot decode PNG" : "cannot encode PNG"
        var reason = messageText
        if warning_count > 0 { reason += " (libpng warnings: \(warningsText))" }
        switch code {
        case CPNG_NOT_PNG: return PNGError(.notPNG, reason)
        case CPNG_LIMIT_EXCEEDED: return PNGError(.limitExceeded, "\(action): \(reason)")
        case CPNG_OUT_OF_MEMORY: return PNGError(.outOfMemory, "\(action): \(reason)")
        case CPNG_INVALID_ARGUMENT: return PNGError(.invalidInput, "\(action): \(reason)")
        case CPNG_STOPPED: return PNGError(.stopped, "\(action): \(reason)")
        case CPNG_COMPRESSOR_ERROR: return PNGError(.invalidInput, "\(action): \(reason)")
        default:
            return decoding
                ? PNGError(.invalidData, "\(action): damaged or invalid PNG: \(reason)")
                : PNGError(.invalidInput, "\(action): libpng: \(reason)")
        }
    }
}
