import Foundation

/// Core Foundation's URL type, as Core Text's functions take it. On Linux there is no separate
/// `CFURL`: it is Foundation's `URL`, so `url as CFURL` compiles unchanged.
public typealias CFURL = URL

/// Core Foundation's error object, as Core Text reports failures through an
/// `UnsafeMutablePointer<Unmanaged<CFError>?>`: a domain, a code and a description.
public final class CFError: Error, CustomStringConvertible {
    /// The error domain, e.g. ``kCTFontManagerErrorDomain``.
    public let domain: String
    /// The code within the domain, e.g. a ``CTFontManagerError`` raw value.
    public let code: Int
    /// What went wrong, naming the file.
    public let description: String

    /// An error in `domain` with `code` and a description.
    public init(domain: String, code: Int, description: String) {
        self.domain = domain
        self.code = code
        self.description = description
    }
}

/// The domain of `error` (Core Foundation's accessor).
public func CFErrorGetDomain(_ error: CFError) -> String { error.domain }

/// The code of `error` (Core Foundation's accessor).
public func CFErrorGetCode(_ error: CFError) -> Int { error.code }

/// The description of `error` (Core Foundation's accessor).
public func CFErrorCopyDescription(_ error: CFError) -> String { error.description }
