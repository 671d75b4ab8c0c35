#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PenumbraCore

/// An image-sized address range of which only a window of rows is ever held, for a comparison
/// that reads its images a band of rows at a time: row `y` is at `rows + y * stride` as in a
/// whole image. Behind it is a ``RowRing`` (the same few pages mapped over and over), else a
/// plain buffer of the image's size whose untouched pages take no memory. Rows are mapped in
/// bulk before they are written (``populate(_:)``) and let go once done with
/// (``release(below:)``): the ring's mappings of them dropped (its pages stay, nothing to zero
/// when they come round again), the plain buffer's pages handed back.
final class RowWindow: @unchecked Sendable {
    let rows: UnsafeMutablePointer<UInt8>
    let stride: Int
    private let ring: RowRing?
    private let plain: UnsafeMutablePointer<UInt8>?
    private let page: UInt
    /// The address below which whole pages have been released.
    private var released: UInt

    /// A window over a `size` image holding at least `windowRows` rows at once; `nil` when no
    /// memory is left.
    init?(size: PixelSize, windowRows: Int) {
        stride = size.width * 4
        let length = size.pixelCount * 4
        ring = RowRing.make(length: length, window: max(1, windowRows) * stride)
        plain = ring == nil ? UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, length)) : nil
        guard let base = ring?.base ?? plain else { return nil }
        rows = base
        page = UInt(max(1, sysconf(Int32(_SC_PAGESIZE))))
        released = (UInt(bitPattern: base) + page - 1) & ~(page - 1)
    }

    deinit { plain?.deallocate() }

    /// Maps the pages of `range`'s rows in one call rather than a fault each (Linux 5.14's
    /// `MADV_POPULATE_WRITE`; ignored elsewhere).
    func populate(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let base = UInt(bitPattern: rows)
        let first = (base + UInt(range.lowerBound * stride)) & ~(page - 1)
        let last = base + UInt(range.upperBound * stride)
        #if os(Linux)
        if let start = UnsafeMutableRawPointer(bitPattern: first) { _ = madvise(start, Int(last - first), 23) }
        #endif
    }

    /// Lets go of the whole pages below row `row`.
    func release(below row: Int) {
        let end = (UInt(bitPattern: rows) + UInt(max(0, row) * stride)) & ~(page - 1)
        guard end > released, let start = UnsafeMutableRawPointer(bitPattern: released) else { return }
        _ = madvise(start, Int(end - released), MADV_DONTNEED)
        released = end
    }
}
