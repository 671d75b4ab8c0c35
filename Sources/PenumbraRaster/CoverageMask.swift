import PenumbraCore

/// An 8-bit coverage mask (0 = none, 255 = full) placed at an integer device-pixel origin.
///
/// Rows are stored top to bottom, `width` bytes each with no padding. The initialiser validates
/// that the byte count matches the size, so a mask that exists is consistent.
public struct CoverageMask: Sendable, Hashable {
    /// Device-pixel position of the mask's top-left pixel (may be negative).
    public let originX: Int
    /// Device-pixel position of the mask's top-left pixel (may be negative).
    public let originY: Int
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// `width × height` coverage bytes, row by row. Drawing ignores a mask whose byte count no
    /// longer matches its size.
    public package(set) var coverage: [UInt8]

    /// A mask from its bytes; `nil` when a side is below 1 or the byte count is not
    /// `width × height`.
    public init?(originX: Int, originY: Int, width: Int, height: Int, coverage: [UInt8]) {
        guard width >= 1, height >= 1, coverage.count == width * height else { return nil }
        self.originX = originX; self.originY = originY
        self.width = width; self.height = height
        self.coverage = coverage
    }

    /// A mask with no coverage check; the caller guarantees the invariants.
    init(validatedOriginX x: Int, originY y: Int, width: Int, height: Int, coverage: [UInt8]) {
        originX = x; originY = y; self.width = width; self.height = height; self.coverage = coverage
    }

    /// The coverage at device pixel `(x, y)`; 0 outside the mask.
    public func value(atX x: Int, y: Int) -> UInt8 {
        let mx = x - originX, my = y - originY
        guard mx >= 0, mx < width, my >= 0, my < height, my * width + mx < coverage.count else { return 0 }
        return coverage[my * width + mx]
    }

    /// The sum of all coverage bytes divided by 255: the covered area in device pixels.
    public var area: Double {
        var sum = 0
        for c in coverage { sum += Int(c) }
        return Double(sum) / 255
    }

    /// The pixel box the mask occupies.
    var box: PixelBox { PixelBox(x0: originX, y0: originY, x1: originX + width, y1: originY + height) }

    /// The intersection of two masks: coverage multiplied pixel by pixel with
    /// ``PixelMath/div255(_:)``; `nil` when they do not overlap.
    public func intersecting(_ other: CoverageMask) -> CoverageMask? {
        let b = box.intersection(other.box)
        guard !b.isEmpty, coverage.count == width * height, other.coverage.count == other.width * other.height else { return nil }
        // Every byte is written below, so the buffer starts uninitialized.
        let out = [UInt8](unsafeUninitializedCapacity: b.width * b.height) { o, count in
            count = b.width * b.height
            coverage.withUnsafeBufferPointer { pa in
                other.coverage.withUnsafeBufferPointer { pb in
                    for y in b.y0..<b.y1 {
                        let a = pa.baseAddress! + ((y - originY) * width + b.x0 - originX)
                        let c = pb.baseAddress! + ((y - other.originY) * other.width + b.x0 - other.originX)
                        let d = o.baseAddress! + (y - b.y0) * b.width
                        for x in 0..<b.width { d[x] = PixelMath.mul255(a[x], c[x]) }
                    }
                }
            }
        }
        return CoverageMask(validatedOriginX: b.x0, originY: b.y0, width: b.width, height: b.height, coverage: out)
    }
}
