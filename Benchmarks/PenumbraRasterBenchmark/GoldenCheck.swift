import Foundation
import PenumbraRaster
import PenumbraRasterScenes

/// Reads and writes the golden list of reference-scene hashes (`name hash` per line).
enum GoldenCheck {
    static func verify(file: String) -> Bool {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            print("cannot read golden list \(file)")
            return false
        }
        let expected = RasterGoldens.parse(text)
        let actual = RasterGoldens.compute()
        let problems = RasterGoldens.compare(expected: expected, actual: actual)
        for p in problems { print(p) }
        print(problems.isEmpty ? "all \(actual.count) reference scenes match \(file)" : "\(problems.count) mismatches")
        return problems.isEmpty
    }

    static func write(file: String) -> Bool {
        let text = RasterGoldens.format(RasterGoldens.compute())
        do { try text.write(toFile: file, atomically: true, encoding: .utf8) } catch {
            print("cannot write \(file): \(error)")
            return false
        }
        return true
    }
}
