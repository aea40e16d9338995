import Flipbook

/// `flipbook bench --layout`: the Auto Layout engine on a row of 250 views held by 1,000 constraints
/// (each view's top, height, width and its leading edge chained to the previous view's trailing edge).
/// Times activating them all and laying out once, then re-solving and laying out after one constant
/// change near the start of the chain (which moves every view after it), beside a from-scratch solve of the
/// same system (deactivate all, activate all, lay out) as the baseline.
@MainActor
struct LayoutBench {
    /// Views in the row; four constraints each.
    var views = 250
    /// Timed repetitions per stage (after one warm-up).
    var iterations = 20

    func run() {
        let world = World()
        world.run {
            LayoutDiagnostics.shared.logsToStandardError = false
            let row = Row(views: views)
            print(
                "flipbook bench --layout: \(row.constraints.count) constraints on \(views) views, "
                    + "\(iterations) run\(iterations == 1 ? "" : "s") per stage; median (fastest) ms")
            let build = Stopwatch.measure(iterations: iterations) {
                NSLayoutConstraint.deactivate(row.constraints)
                NSLayoutConstraint.activate(row.constraints)
                row.container.layoutIfNeeded()
            }
            report("activate all + layout (from scratch)", build)
            var gap: CGFloat = 0
            let change = Stopwatch.measure(iterations: iterations) {
                gap = gap == 0 ? 1 : 0
                row.firstGap.constant = gap
                row.container.layoutIfNeeded()
            }
            report("one constant + re-solve + layout", change)
            let solveOnly = Stopwatch.measure(iterations: iterations) {
                gap = gap == 0 ? 1 : 0
                row.firstGap.constant = gap
            }
            report("one constant, re-solve only", solveOnly)
            row.container.layoutIfNeeded()
            let last = row.container.subviews[views - 1].frame.minX
            print("check: last view at x = \(last) (expected \(CGFloat(views - 1) * 2 + gap))")
        }
    }

    /// The benchmark's view tree and constraints.
    @MainActor
    struct Row {
        let container: UIView
        let constraints: [NSLayoutConstraint]
        /// The gap between the first two views.
        let firstGap: NSLayoutConstraint

        init(views count: Int) {
            container = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(count) * 2 + 10, height: 100))
            var constraints: [NSLayoutConstraint] = []
            var firstGap: NSLayoutConstraint?
            var previous: UIView?
            for _ in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                let leading =
                    previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor) }
                    ?? view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
                if previous != nil, firstGap == nil { firstGap = leading }
                constraints += [
                    leading, view.topAnchor.constraint(equalTo: container.topAnchor),
                    view.widthAnchor.constraint(equalToConstant: 2),
                    view.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
                ]
                previous = view
            }
            self.constraints = constraints
            self.firstGap = firstGap ?? constraints[0]
            NSLayoutConstraint.activate(constraints)
            container.layoutIfNeeded()
        }
    }

    private func report(_ stage: String, _ timing: Stopwatch.Timing) {
        print(
            stage.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "%9.3f (%8.3f) ms", timing.median * 1000, timing.fastest * 1000))
    }
}
