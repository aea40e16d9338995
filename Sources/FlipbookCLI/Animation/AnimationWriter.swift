import Raster

/// An animated output (APNG, GIF, video) that takes its plan's frames in order.
protocol AnimationWriter: AnyObject {
    /// Adds the next frame, shown for `ticks` frame periods.
    func append(_ bitmap: Bitmap, ticks: Int) throws(CLIError)
    /// Completes the file and moves it into place; returns its size in bytes.
    func finish() throws(CLIError) -> Int
}
