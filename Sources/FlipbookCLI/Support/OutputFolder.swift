import Foundation
import Raster

/// The output folder of a command: created if missing, and checked to be a writable folder before any
/// work is done.
enum OutputFolder {
    /// The folder at `path` (created if missing); `option` names the flag in messages.
    static func prepare(_ path: String, option: String = "--output") throws(CLIError) -> URL {
        guard !path.isEmpty else {
            throw CLIError("\(option) is empty; give a folder (\".\" for the current one)", status: .usage)
        }
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
                throw CLIError(
                    "\(path): cannot create the output folder (\(creationProblem(url, error)))", status: .cannotWrite)
            }
        }
        guard access(url.path, W_OK) == 0 else {
            throw CLIError(
                "\(path): the output folder is not writable (\(String(cString: strerror(errno)).lowercased()))",
                status: .cannotWrite)
        }
        return url
    }

    /// Why the folder `url` could not be created: a file standing where one of its parent folders
    /// should be, or else the system's reason.
    private static func creationProblem(_ url: URL, _ error: Error) -> String {
        var parent = url.deletingLastPathComponent()
        while parent.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? FileProblem.reason(error) : "\(parent.path) is a file, not a folder"
            }
            parent = parent.deletingLastPathComponent()
        }
        return FileProblem.reason(error)
    }

    /// The files of an earlier `flipbook render` in `folder`: frames (`0000.png`, …), display lists
    /// (`0000.json`, …), `animation.png`, `contact-sheet.png` and the review outputs, sorted.
    static func renderFiles(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            if name == "animation.png" || name == "contact-sheet.png" { return true }
            if ReviewOutputs.fileNames.contains(name) { return true }
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 2 && (parts[1] == "png" || parts[1] == "json")
                && parts[0].count >= 4 && parts[0].allSatisfy(\.isASCIIDigit)
        }.sorted()
    }

    /// Makes sure `folder` holds no files of an earlier render, so it never mixes two renders: removes
    /// them when `clean`, else refuses.
    static func clearEarlierRender(in folder: URL, path: String, clean: Bool) throws(CLIError) {
        let stale = renderFiles(in: folder)
        guard !stale.isEmpty else { return }
        guard clean else {
            let sample = stale.count == 1 ? stale[0] : "\(stale[0]) … \(stale[stale.count - 1])"
            throw CLIError(
                "\(path) holds \(stale.count) file\(stale.count == 1 ? "" : "s") of an earlier render (\(sample)); "
                    + "pass --clean to remove them first, or choose another folder", status: .cannotWrite)
        }
        for name in stale {
            let url = folder.appendingPathComponent(name)
            guard unlink(url.path) == 0 || errno == ENOENT else {
                throw CLIError(
                    "cannot remove \(url.path) (\(String(cString: strerror(errno)).lowercased()))", status: .cannotWrite
                )
            }
        }
    }
}

extension Character {
    /// `0` … `9`.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// An exclusive claim on an output folder (`flock` on `.flipbook.lock` in it), so two renders into one
/// folder cannot interleave their frames. The kernel releases it when the process ends, however it ends.
///
/// The holder removes the lock file when it is done, which leaves a window: a second process may have
/// opened the file just before it was removed and lock it just after, while a third creates a new file
/// under the same name and locks that. So a lock only counts once the name still leads to the very file
/// locked (same device and inode); otherwise the file was removed meanwhile and the claim starts over
/// with the file now under the name. Whoever holds a lock on the named file is the only holder.
final class OutputLock {
    private let descriptor: Int32
    private let url: URL

    /// Claims `folder`, or throws when another process holds it.
    init(_ folder: URL, path: String) throws(CLIError) {
        url = folder.appendingPathComponent(".flipbook.lock")
        while true {
            let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw CLIError(
                    "cannot create \(url.path) (\(String(cString: strerror(errno)).lowercased()))",
                    status: .cannotWrite)
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                throw CLIError(
                    """
                    another flipbook is writing into \(path) (it holds \(url.lastPathComponent)); \
                    wait for it or choose another folder
                    """,
                    status: .cannotWrite)
            }
            if Self.isNamed(descriptor, by: url) {
                self.descriptor = descriptor
                return
            }
            close(descriptor) // locked a file its holder removed on release: try the name again
        }
    }

    /// Whether `url` still names the file open as `descriptor`.
    private static func isNamed(_ descriptor: Int32, by url: URL) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0, stat(url.path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Removes the lock file, while still holding it, and then releases the claim.
    func release() {
        unlink(url.path)
        close(descriptor)
    }
}
