// bench-uikit: Auto Layout as a UIKit screen uses it. The same screen as bench-constraints —
// 250 views in 25 rows of 10, each with 4 constraints (1,000 in all), leading and top chained with
// 8-point spacings, a width and a height, one in four widths and one in five heights optional —
// built with views and anchors in a 390-point-wide root, then laid out with `layoutIfNeeded()`:
// the engine made from the hierarchy, solved, and every frame set. Each run changes one constant
// so the whole layout is solved again. Median and fastest of RUNS runs after a warm-up, with the
// load average. Target: median ≤ 5 ms in release.
//
//     swift run -c release bench-uikit [RUNS] [--busy-ok]
import BenchmarkSupport
import Foundation
import UIKit

@MainActor
func run() {
    Bench.requireQuietMachine("bench-uikit")
    let runs = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 51) : 51
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 1400))
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    for i in 0..<250 {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let column = i % 10
        constraints.append(column == 0 ? v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
                                       : v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 8))
        constraints.append(i < 10 ? v.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
                                  : v.topAnchor.constraint(equalTo: views[i - 10].bottomAnchor, constant: 8))
        let width = v.widthAnchor.constraint(equalToConstant: i % 4 == 1 ? 32 : CGFloat(28 + i % 5))
        if i % 4 == 1 { width.priority = .defaultHigh }
        let height = v.heightAnchor.constraint(equalToConstant: i % 5 == 0 ? 40 : 44)
        if i % 5 == 0 { height.priority = .defaultLow }
        constraints += [width, height]
        views.append(v)
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    print("bench-uikit: \(constraints.count) constraints on \(views.count) views; last view at \(views[249].frame), "
          + "\(root.penumbraConstraintLog.count) log lines")
    let before = Bench.loadLine
    var times: [Double] = []
    for r in 0...runs {
        constraints[0].constant = 8 + CGFloat(r % 2)
        let ms = Bench.milliseconds { root.layoutIfNeeded() }
        if r > 0 { times.append(ms) }
    }
    print("bench-uikit: lay out a 1,000-constraint screen, \(runs) runs: median "
          + String(format: "%.2f ms (fastest %.2f ms, spread %@)", Bench.median(times), times.min() ?? 0, Bench.spread(times))
          + " — target ≤ 5 ms")
    print("before: \(before); after: \(Bench.loadLine)")
}

MainActor.assumeIsolated { run() }
