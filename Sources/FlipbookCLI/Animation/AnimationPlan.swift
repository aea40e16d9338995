/// The one place that decides which frames an animated output (APNG, GIF, video) shows, in what order
/// and for how long, from `--bounce`, `--hold` and `--loop`.
///
/// A play is the rendered frames in order, then with bounce the same frames backwards down to the first
/// (the last frame is not repeated at the turn); the hold lengthens the last frame of the forward run (the
/// turn, with bounce). Formats with a loop count (APNG, GIF) store one play and `plays`; a video, which has
/// none, stores ``unrolledSteps``.
struct AnimationPlan: Equatable {
    /// One frame on screen: which rendered frame, for how many frame periods (`1 / fps` seconds each).
    struct Step: Equatable {
        /// The frame's index in the render (its PNG's number).
        var frame: Int
        /// How many frame periods it stays on screen (more than 1 only for the held frame).
        var ticks: Int
    }

    /// One play. The first ``forwardCount`` steps are the rendered frames, in the order they render.
    let steps: [Step]
    /// How many times the animation plays: 0 forever.
    let plays: Int
    /// How many steps the forward run has (the number of rendered frames).
    let forwardCount: Int

    /// The plan for rendered frames `frames` (ascending, not empty).
    init(frames: [Int], bounce: Bool, holdTicks: Int, plays: Int) {
        precondition(!frames.isEmpty && holdTicks >= 0 && plays >= 0, "an animation needs frames")
        var steps = frames.map { Step(frame: $0, ticks: 1) }
        steps[steps.count - 1].ticks += holdTicks
        if bounce { steps += frames.dropLast().reversed().map { Step(frame: $0, ticks: 1) } }
        self.steps = steps
        self.plays = plays
        self.forwardCount = frames.count
    }

    /// The steps of every play one after the other, for formats without a loop count: `plays` copies, or
    /// one when the animation loops forever (a video player loops it if asked to).
    var unrolledSteps: [Step] {
        Array([[Step]](repeating: steps, count: max(plays, 1)).joined())
    }

    /// The number of frame periods one play lasts.
    var ticksPerPlay: Int { steps.reduce(0) { $0 + $1.ticks } }
}
