import Foundation
import PenumbraCore

extension PixelRect {
    /// Parses `X,Y,W,H` (integers, `W` and `H` at least 1), as `--ignore` takes it.
    /// - Throws: ``DiffError/invalidOption(name:value:expected:)``.
    public init(parsing text: String) throws(DiffError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int(String($0).trimmingSpaces()) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else {
            throw .invalidOption(name: "ignore", value: text, expected: "X,Y,W,H (four integers)")
        }
        do {
            try self.init(x: x, y: y, width: w, height: h)
        } catch {
            throw .invalidOption(name: "rectangle", value: text, expected: "a width and height of at least 1 pixel that fit in an Int")
        }
    }
}
