extension Painter {
    /// Fills `clip` of `target` with `background` ``Bitmap/stopCheckRows`` rows at a time, asking
    /// ``shouldStop`` before each band, so clearing a huge frame is never one uninterruptible step.
    /// False as soon as it stopped.
    func clear(_ clip: IntRect, of target: RenderTarget, to background: UInt32) -> Bool {
        for top in stride(from: clip.minY, to: clip.maxY, by: Bitmap.stopCheckRows) {
            if let shouldStop, shouldStop() { return false }
            let band = IntRect(
                minX: clip.minX, minY: top, maxX: clip.maxX, maxY: min(clip.maxY, top + Bitmap.stopCheckRows))
            target.fill(band, with: background)
        }
        return true
    }
}
