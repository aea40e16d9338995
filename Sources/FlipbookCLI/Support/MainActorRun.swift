/// Runs a command's work on the main actor — ArgumentParser calls `run()` on the main thread, and
/// scenes live on the main actor — prints a thrown error on standard error, and ends the process with
/// the work's exit status when it is not success.
func runOnMainActor(_ work: @MainActor () throws -> ExitStatus) throws {
    let status: ExitStatus = MainActor.assumeIsolated {
        do {
            return try work()
        } catch {
            return StandardError.report(error)
        }
    }
    if status != .success { throw status.exitCode }
}
