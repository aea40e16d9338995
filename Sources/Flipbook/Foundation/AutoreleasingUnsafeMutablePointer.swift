import Foundation

#if !_runtime(_ObjC)
    /// Swift's `AutoreleasingUnsafeMutablePointer`, which exists only where Swift has the Objective-C runtime,
    /// for Linux: a pointer to a value that a callee may replace (UIKit's out parameters of object type, as in
    /// `popoverPresentationController(_:willRepositionPopoverTo:in:)`). No autorelease pool is involved.
    @frozen
    public struct AutoreleasingUnsafeMutablePointer<Pointee>: Equatable, Hashable {
        /// The address.
        private let address: UnsafeMutableRawPointer

        /// A pointer to the value `pointer` points at.
        public init(_ pointer: UnsafeMutablePointer<Pointee>) {
            address = UnsafeMutableRawPointer(pointer)
        }

        /// The value pointed at; setting it replaces it.
        public var pointee: Pointee {
            get { address.assumingMemoryBound(to: Pointee.self).pointee }
            nonmutating set { address.assumingMemoryBound(to: Pointee.self).pointee = newValue }
        }
    }
#endif
