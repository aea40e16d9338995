extension Bitmap {
    /// How many rows are zeroed or cleared between two questions whether to stop: 2 MB of an 8192-pixel-wide
    /// frame, so a stop asked for while a 268 MB frame is allocated or cleared is honoured within one band.
    static let stopCheckRows = 64

    /// A transparent bitmap whose memory is zeroed ``stopCheckRows`` rows at a time, asking `shouldStop`
    /// before each band; nil, with the memory given back, as soon as it returns true.
    init?(width: Int, height: Int, stoppingWhen shouldStop: () -> Bool) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        let rowBytes = width * 4
        var stopped = false
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, initialized in
            for band in stride(from: 0, to: buffer.isEmpty ? 0 : height, by: Self.stopCheckRows) {
                if shouldStop() {
                    stopped = true
                    return // nothing counts as initialized: the bytes are dropped unread
                }
                let rows = min(Self.stopCheckRows, height - band)
                (buffer.baseAddress! + band * rowBytes).initialize(repeating: 0, count: rows * rowBytes)
            }
            initialized = buffer.count
        }
        guard !stopped else { return nil }
        self.init(width: width, height: height, pixels: pixels)
    }
}
