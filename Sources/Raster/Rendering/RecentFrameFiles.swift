import Foundation

/// The PNG bytes of the last few frames a ``FrameBatchWriter`` wrote, with their pixels, so a frame identical
/// to one of them (the still frames at the end of every transition) is written without encoding it again.
/// The encoder is deterministic, so the reused bytes are exactly those encoding would give.
///
/// Frames render on several threads at once: a frame whose twin is still being encoded waits for those bytes
/// instead of encoding them a second time. Bitmaps leave the list oldest first, and go back to the writer's
/// pool when nobody else holds them.
final class RecentFrameFiles: @unchecked Sendable {
    private final class Entry {
        let bitmap: Bitmap
        /// Whether the bitmap may go back to the pool once it leaves the list (the caller did not keep it).
        let recyclable: Bool
        /// The PNG bytes; nil while being encoded.
        var data: Data?
        /// Set when encoding failed (or stopped): waiters encode for themselves.
        var failed = false

        init(bitmap: Bitmap, recyclable: Bool) {
            self.bitmap = bitmap
            self.recyclable = recyclable
        }
    }

    private let condition = NSCondition()
    private var entries: [Entry] = []
    private let capacity: Int
    private let pool: BitmapPool

    /// A list of at most `capacity` frames (at least 1) whose bitmaps go back to `pool` when they leave it.
    init(capacity: Int, pool: BitmapPool) {
        self.capacity = max(1, capacity)
        self.pool = pool
    }

    /// The PNG bytes of `bitmap`: those of an identical recent frame (waiting for them if that frame is still
    /// being encoded), or `encode(bitmap)`, which are then kept for later frames. `recyclable`: the bitmap may
    /// go back to the pool once it leaves the list (its owner gives it up). Returns whether the bytes were
    /// reused. Rethrows `encode`'s error, and keeps nothing then.
    func data(for bitmap: Bitmap, recyclable: Bool, encode: (Bitmap) throws -> Data) throws -> (Data, reused: Bool) {
        condition.lock()
        while let twin = entries.last(where: { Self.identical($0.bitmap, bitmap) }), !twin.failed {
            if let data = twin.data {
                condition.unlock()
                if recyclable { pool.give(bitmap) }
                return (data, true)
            }
            condition.wait()
        }
        let entry = Entry(bitmap: bitmap, recyclable: recyclable)
        entries.append(entry)
        let evicted = entries.count > capacity ? entries.removeFirst() : nil
        condition.unlock()
        if let evicted, evicted.recyclable { pool.give(evicted.bitmap) }
        do {
            let data = try encode(bitmap)
            condition.lock()
            entry.data = data
            condition.broadcast()
            condition.unlock()
            return (data, false)
        } catch {
            condition.lock()
            entry.failed = true
            entries.removeAll { $0 === entry }
            condition.broadcast()
            condition.unlock()
            throw error
        }
    }

    /// Same size and the same bytes (a memcmp, which stops at the first difference).
    private static func identical(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in
                x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }
}
