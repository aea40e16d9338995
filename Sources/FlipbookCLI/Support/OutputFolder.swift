import Foundation

/// The output folder of a command: created if missing, and checked to be a writable folder before any
/// work is done.
enum OutputFolder {
    static func prepare(_ path: String) throws(CLIError) -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CLIError("\(path): is a file; expected an output folder", status: .cannotWrite)
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw CLIError("\(path): cannot create the output folder (\(Self.reason(error)))", status: .cannotWrite)
            }
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
            throw CLIError("\(path): the output folder is not writable", status: .cannotWrite)
        }
        return url
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let message = strerror(Int32(underlying.code)) {
            return String(cString: message)
        }
        return nsError.localizedDescription
    }
}
