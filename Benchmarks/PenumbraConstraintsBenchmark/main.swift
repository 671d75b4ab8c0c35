// bench-constraints: the Cassowary solver under Auto Layout's load. One screen of 250 views in 25
// rows of 10, each view with 4 constraints (1,000 in all): leading chained to the previous view's
// trailing edge + 8 (or the container's), top chained to the bottom of the view above + 8,
// a width and a height — one in four widths and one in five heights optional (750 and 250).
// Each run adds all 1,000 to a fresh solver (every add leaves the solution current, so that is
// the whole solve) and reads the 1,000 values back. Median and fastest of RUNS runs after a
// warm-up, with the load average before and after. Target: median ≤ 5 ms in release.
//
//     swift run -c release bench-constraints [RUNS] [--busy-ok]
import BenchmarkSupport
import Foundation
import PenumbraConstraints

Bench.requireQuietMachine("bench-constraints")
let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 51) : 51

/// Builds the screen in `solver`; returns its variables (x, y, width, height per view).
func buildScreen(_ solver: ConstraintSolver) throws(ConstraintError) -> [LayoutVariable] {
    let columns = 10, count = 250
    var frames: [(x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable)] = []
    for i in 0..<count {
        let v = (x: solver.makeVariable("v\(i).x"), y: solver.makeVariable("v\(i).y"),
                 w: solver.makeVariable("v\(i).w"), h: solver.makeVariable("v\(i).h"))
        let column = i % columns
        if column == 0 {
            try solver.add(v.x - 8, .equal, strength: .required, label: "v\(i).leading")
        } else {
            let left = frames[i - 1]
            try solver.add(v.x - (left.x + left.w + 8), .equal, strength: .required, label: "v\(i).leading")
        }
        if i < columns {
            try solver.add(v.y - 8, .equal, strength: .required, label: "v\(i).top")
        } else {
            let above = frames[i - columns]
            try solver.add(v.y - (above.y + above.h + 8), .equal, strength: .required, label: "v\(i).top")
        }
        let width = Double(28 + i % 5)
        try solver.add(v.w - (i % 4 == 1 ? 32 : width), .equal, strength: i % 4 == 1 ? .defaultHigh : .required, label: "v\(i).width")
        try solver.add(v.h - (i % 5 == 0 ? 40 : 44), .equal, strength: i % 5 == 0 ? .defaultLow : .required, label: "v\(i).height")
        frames.append(v)
    }
    return frames.flatMap { [$0.x, $0.y, $0.w, $0.h] }
}

let check = ConstraintSolver()
let checkVariables = try buildScreen(check)
let lastY = check.value(of: checkVariables[checkVariables.count - 3])
print("bench-constraints: \(check.constraintCount) constraints, \(checkVariables.count) variables, "
      + "\(check.totalPivots) pivots, last row at y = \(lastY), \(check.ambiguousVariables().count) ambiguous")

let before = Bench.loadLine
var times: [Double] = []
var sink = 0.0
for run in 0...runs {
    let ms = try Bench.milliseconds {
        let solver = ConstraintSolver()
        let variables = try buildScreen(solver)
        for v in variables { sink += solver.value(of: v) }
    }
    if run > 0 { times.append(ms) }   // run 0 is the warm-up
}
print("bench-constraints: add 1,000 constraints and read the values, \(runs) runs: median "
      + String(format: "%.2f ms (fastest %.2f ms, spread %@)", Bench.median(times), times.min() ?? 0, Bench.spread(times))
      + " — target ≤ 5 ms")
print("before: \(before); after: \(Bench.loadLine) (checksum \(sink))")
