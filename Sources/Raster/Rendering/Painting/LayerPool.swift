/// Scratch pixel buffers for group layers and masks, handed out in stack order (groups nest) and
/// kept for reuse, so rendering a frame allocates each depth's buffer at most once.
final class LayerPool {
    private var buffers: [(base: UnsafeMutablePointer<UInt32>, capacity: Int)] = []
    private var depth = 0

    /// A transparent target over `rect`; give it back with `release()` (last acquired first).
    func acquire(_ rect: IntRect) -> RenderTarget {
        let count = rect.width * rect.height
        if depth == buffers.count {
            buffers.append((UnsafeMutablePointer<UInt32>.allocate(capacity: max(count, 1)), max(count, 1)))
        } else if buffers[depth].capacity < count {
            buffers[depth].base.deallocate()
            buffers[depth] = (UnsafeMutablePointer<UInt32>.allocate(capacity: count), count)
        }
        let base = buffers[depth].base
        base.initialize(repeating: 0, count: count)
        depth += 1
        return RenderTarget(base: base, bounds: rect)
    }

    /// Returns the most recently acquired buffer to the pool.
    func release() {
        precondition(depth > 0, "LayerPool.release without acquire")
        depth -= 1
    }

    deinit {
        for b in buffers { b.base.deallocate() }
    }
}
