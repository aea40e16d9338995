import Dispatch

// Painting a list that blurs its backdrop in bands. A backdrop reads the pixels painted before it
// up to its blur's reach beyond its own rows, so those rows must be finished, in every band, before
// any band blurs; and no band may paint over them until every band has read them. The list is cut
// into phases with a barrier between them (every band finishes a phase before any starts the next):
//
//   • a run of items without backdrops, painted band by band as any list is;
//   • a top-level backdrop's read: each band shrinks and blurs the rows its part of the backdrop
//     needs (its region widened by the blur's reach, in the blur's grid anchored at the device
//     origin), so each band's blurred pixels are the whole frame's, bit for bit. The band then writes
//     them (and the tints after the backdrop) at the start of the next run;
//   • an item holding a backdrop deeper down (a group around a visual effect view): painted whole,
//     over the full frame, on one thread, exactly as an unbanded frame paints it.
//
// Every pixel of every band is thus what one band over the whole frame paints: hidden items are
// skipped per run, which is exact (an occluder paints over whatever lay under it), and the
// background is cleared by the first run.

/// One step of painting a list with backdrops in bands.
enum BandPhase: Equatable {
    /// Items painted band by band; the first run also clears to the background.
    case run(Range<Int>)
    /// The top-level backdrop at this index: each band blurs what its part of it reads.
    case blur(Int)
    /// The item at this index holds a backdrop inside a group: painted whole on one thread.
    case whole(Int)

    /// The phases of `items`: runs cut at every item that holds a backdrop. A top-level backdrop starts
    /// the run after its blur, so that run writes it. Only the first run may be empty (it clears).
    static func phases(of items: [DisplayItem]) -> [BandPhase] {
        var phases: [BandPhase] = []
        var start = 0
        func run(to end: Int) {
            if phases.isEmpty || start < end { phases.append(.run(start..<end)) }
        }
        for (index, item) in items.enumerated() {
            switch item {
            case .backdrop:
                run(to: index)
                phases.append(.blur(index))
                start = index
            case .group where [item].containsBackdrop:
                run(to: index)
                phases.append(.whole(index))
                start = index + 1
            default: break
            }
        }
        run(to: items.count)
        return phases
    }
}

extension Rasterizer {
    /// Paints `items` (which hold a backdrop) into `target` in `bands` bands (`band(i)` gives band
    /// `i`'s rows) phase by phase, each phase on every band before the next starts.
    static func paintInPhases(
        _ items: [DisplayItem], target: SharedTarget, bands: Int, band: @Sendable (Int) -> IntRect,
        background: UInt32?, shouldStop: (@Sendable () -> Bool)?
    ) {
        let painters = BandPainters(count: bands, shouldStop: shouldStop)
        for (number, phase) in BandPhase.phases(of: items).enumerated() {
            if let shouldStop, shouldStop() { return }
            switch phase {
            case .whole(let index):
                painters[0].pointee.paint([items[index]], into: target.value, clip: target.value.bounds)
            case .blur(let index):
                guard case .backdrop(let backdrop) = items[index] else { continue }
                DispatchQueue.concurrentPerform(iterations: bands) { b in
                    painters[b].pointee.prepareBackdrop(backdrop, from: target.value, clip: band(b))
                }
            case .run(let range):
                let run = Array(items[range])
                DispatchQueue.concurrentPerform(iterations: bands) { b in
                    painters[b].pointee.paint(
                        run, into: target.value, clip: band(b), background: number == 0 ? background : nil)
                    painters[b].pointee.preparedBackdrop = nil
                }
            }
        }
    }
}

/// Per-band painters kept across the phases of one frame (a band's prepared blur lives in its
/// painter); during a phase only band `i`'s thread touches painter `i`.
final class BandPainters: @unchecked Sendable {
    private let painters: UnsafeMutableBufferPointer<Painter>

    init(count: Int, shouldStop: (@Sendable () -> Bool)?) {
        painters = .allocate(capacity: count)
        _ = painters.initialize(
            from: (0..<count).map { _ in
                var painter = Painter()
                painter.shouldStop = shouldStop
                return painter
            })
    }

    /// Band `index`'s painter.
    subscript(index: Int) -> UnsafeMutablePointer<Painter> { painters.baseAddress! + index }

    deinit {
        painters.deinitialize()
        painters.deallocate()
    }
}
