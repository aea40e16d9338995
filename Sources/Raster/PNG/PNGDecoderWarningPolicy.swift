extension PNGDecoder {
    /// What the decoder does when libpng warns (for example about a damaged ancillary chunk, or
    /// image data that ends early but is otherwise readable).
    public enum WarningPolicy: Sendable, Hashable {
        /// Fail with ``PNGError/Kind/invalidData`` naming the warnings: suits golden images, where
        /// a silently repaired file would hide a problem.
        case fail
        /// Ignore warnings and return what libpng decoded, as image viewers do.
        case ignore
    }
}
