/// Exact geometry for coverage tests: how much of an axis-aligned box a disc covers.
public enum DiscArea {
    /// The area of the disc of radius `r` around the origin inside [x0, x1] × [y0, y1], by
    /// Simpson's rule over x of the clipped chord (error far below 1/255 of a pixel).
    public static func inside(_ r: Double, _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Double {
        let a = max(x0, -r), b = min(x1, r)
        guard a < b else { return 0 }
        func chord(_ x: Double) -> Double {
            let h = max(0, r * r - x * x).squareRoot()
            return max(0, min(h, y1) - max(-h, y0))
        }
        let n = 200
        let step = (b - a) / Double(n)
        var sum = chord(a) + chord(b)
        for i in 1..<n { sum += chord(a + Double(i) * step) * (i % 2 == 1 ? 4 : 2) }
        return sum * step / 3
    }
}
