import CChipmunk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Debian builds Chipmunk without `NDEBUG`, so the first `cpSpaceNew` of a process prints a two-line
/// "Debug Enabled" banner on standard output, which would end up in whatever a program writes there (a
/// display list, a report). This creates and frees that first space once, with standard output pointed at
/// /dev/null for the moment it takes.
enum ChipmunkBanner {
    /// Swallows the banner (once per process; later calls do nothing).
    static func swallow() {
        _ = swallowed
    }

    private static let swallowed: Void = {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        if saved >= 0, null >= 0 { dup2(null, STDOUT_FILENO) }
        cpSpaceFree(cpSpaceNew())
        fflush(nil)
        if saved >= 0, null >= 0 { dup2(saved, STDOUT_FILENO) }
        if saved >= 0 { close(saved) }
        if null >= 0 { close(null) }
    }()
}
