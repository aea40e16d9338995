import FlipbookFuzzing
import Foundation

/// The target named by `FLIPBOOK_FUZZ_TARGET`.
let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data("FLIPBOOK_FUZZ_TARGET must be one of \(FuzzTarget.allCases.map(\.rawValue)), got \"\(name)\"\n".utf8))
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
