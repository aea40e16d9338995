import Foundation
import Raster

/// End-to-end throughput for `flipbook bench`: frames rasterized and PNG-encoded on several threads at
/// once, one frame per thread, as `flipbook render` does (without writing files). The display lists
/// are built beforehand, so only raster + encode are timed.
enum ThroughputBench {
    /// Seconds to rasterize and encode every list with `encoder` on `threads` threads, and the bytes
    /// the PNGs came to; throws the first frame's encoding error.
    static func time(_ lists: [DisplayList], threads: Int, encoder: PNGEncoder) throws -> (seconds: Double, bytes: Int)
    {
        // Each thread renders into a bitmap a finished frame left, as `render` does.
        let pool = BitmapPool()
        let (results, seconds) = Stopwatch.time {
            boundedParallelMap(count: lists.count, threads: threads) { index -> Result<Int, Error> in
                var bitmap = pool.take()
                Rasterizer(threadCount: 1).render(lists[index], into: &bitmap)
                defer { pool.give(bitmap) }
                return Result { try encoder.encode(bitmap).count }
            }
        }
        var bytes = 0
        for result in results { bytes += try result.get() }
        return (seconds, bytes)
    }
}
