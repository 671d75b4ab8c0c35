/// Draws pixelmatch's faded grayscale background of a diff image.
///
/// UI screenshots are mostly runs of one colour, so the last pixel's grey is kept and reused
/// when the next pixel has the same four bytes: the Double maths then runs about once per run
/// instead of once per pixel (a 1170x2532 screen: 27 ms → a few ms), with the same result.
struct GrayPainter {
    let alpha: Double
    let background: YIQBackground
    private var lastWord: UInt32 = 0
    private var lastGray: UInt8
    private var hasLast = false

    init(alpha: Double, background: YIQBackground) {
        self.alpha = alpha
        self.background = background
        lastGray = 255
    }

    /// Draws the grey of the pixel at `src` into `dst` (opaque).
    @inline(__always)
    mutating func draw(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>) {
        let word = UnsafeRawPointer(src).loadUnaligned(as: UInt32.self)
        if !hasLast || word != lastWord {
            lastGray = YIQDelta.gray(Int(src[0]), Int(src[1]), Int(src[2]), Int(src[3]), alpha: alpha, background: background)
            lastWord = word
            hasLast = true
        }
        let v = lastGray
        dst[0] = v; dst[1] = v; dst[2] = v; dst[3] = 255
    }

    /// Draws `count` pixels from `src` to `dst`.
    mutating func drawRow(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, count: Int) {
        for x in 0..<count { draw(src + x * 4, dst + x * 4) }
    }
}
