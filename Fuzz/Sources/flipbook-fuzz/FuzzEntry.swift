import FlipbookFuzzing
import Foundation

/// The target named by `FLIPBOOK_FUZZ_TARGET`.
let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue)
        FileHandle.standardError.write(Data("FLIPBOOK_FUZZ_TARGET must be one of \(names), got \"\(name)\"\n".utf8))
        exit(2)
    }
    return target
}()

/// libFuzzer's entry point: runs one input on the main thread (scenes live on the main actor).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    MainActor.assumeIsolated { target.run(data) }
    return 0
}

/// libFuzzer's driver, which parses the command line and runs the fuzzing loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The program's entry: SwiftPM links debug executables with `main` renamed to `<module>_main` (so
/// tests can link them), which keeps libFuzzer's own `main` out; this starts libFuzzer's driver instead.
@_cdecl("flipbook_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
