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
        let (results, seconds) = Stopwatch.time {
            boundedParallelMap(count: lists.count, threads: threads) { index -> Result<Int, Error> in
                let bitmap = Rasterizer(threadCount: 1).render(lists[index])
                return Result { try encoder.encode(bitmap).count }
            }
        }
        var bytes = 0
        for result in results { bytes += try result.get() }
        return (seconds, bytes)
    }
}
